import { fireEvent, screen } from '@testing-library/react'
import { useState } from 'react'
import { describe, expect, it } from 'vitest'
import { renderWithI18n } from '#test/render.tsx'
import { Counter, clampCount } from './counter.tsx'
import { orderRange } from './range-slider.tsx'

function Harness({ min = 0, max = 3 }: { min?: number; max?: number }) {
  const [value, setValue] = useState(min)
  return <Counter id="c" label="Adults" value={value} min={min} max={max} onChange={setValue} />
}

describe('Counter', () => {
  it('stays within min and max with the buttons', () => {
    renderWithI18n(<Harness />)
    const input = screen.getByRole('textbox') as HTMLInputElement
    expect(screen.getByRole('button', { name: 'Decrease Adults' })).toHaveProperty('disabled', true)
    for (let i = 0; i < 5; i++) fireEvent.click(screen.getByRole('button', { name: 'Increase Adults' }))
    expect(input.value).toBe('3')
    expect(screen.getByRole('button', { name: 'Increase Adults' })).toHaveProperty('disabled', true)
  })

  it('ignores non-numbers and clamps typed numbers on blur', () => {
    renderWithI18n(<Harness />)
    const input = screen.getByRole('textbox') as HTMLInputElement
    fireEvent.change(input, { target: { value: 'abc' } })
    expect(input.value).toBe('0')
    fireEvent.change(input, { target: { value: '12' } })
    fireEvent.blur(input)
    expect(input.value).toBe('3')
  })

  it('clampCount and orderRange keep values valid', () => {
    expect(clampCount('7', 0, 5)).toBe(5)
    expect(clampCount('x', 0, 5)).toBeNull()
    expect(clampCount('-1', 0, 5)).toBeNull()
    expect(orderRange([5000, 2000], 0, 10000, 0)).toEqual([2000, 2000])
    expect(orderRange([5000, 2000], 0, 10000, 1)).toEqual([5000, 5000])
    expect(orderRange([-5, 20000], 0, 10000, 0)).toEqual([0, 10000])
  })
})
