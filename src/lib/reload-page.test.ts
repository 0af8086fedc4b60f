import { describe, expect, it, vi } from 'vitest'
import { reloadPage } from './reload-page.ts'

describe('reloadPage', () => {
  it('reloads the given location', () => {
    const reload = vi.fn()
    reloadPage({ reload })
    expect(reload).toHaveBeenCalledOnce()
  })

  it('does nothing where there is no window', () => {
    expect(() => reloadPage(null)).not.toThrow()
  })
})
