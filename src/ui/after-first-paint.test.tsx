import { render, screen } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { AfterFirstPaint } from './after-first-paint.tsx'

describe('AfterFirstPaint', () => {
  it('shows a placeholder with the first render and the content after the next paint', async () => {
    const { container } = render(
      <AfterFirstPaint>
        <p>Below the fold</p>
      </AfterFirstPaint>,
    )
    expect(screen.queryByText('Below the fold')).toBeNull()
    expect(container.querySelector('.after-first-paint')?.getAttribute('aria-hidden')).toBe('true')
    expect(await screen.findByText('Below the fold')).toBeTruthy()
    expect(container.querySelector('.after-first-paint')).toBeNull()
  })
})
