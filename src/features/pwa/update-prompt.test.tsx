import { i18n } from '@lingui/core'
import { I18nProvider } from '@lingui/react'
import { act, cleanup, fireEvent, render, screen } from '@testing-library/react'
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest'
import { UpdatePrompt } from './update-prompt.tsx'

const store = vi.hoisted(() => {
  const listeners = new Set<(available: boolean) => void>()
  let available = false
  return {
    set(value: boolean) {
      available = value
      for (const listener of listeners) listener(value)
    },
    isUpdateAvailable: () => available,
    subscribeToUpdate: (cb: (available: boolean) => void) => {
      listeners.add(cb)
      return () => listeners.delete(cb)
    },
  }
})

vi.mock('./register.ts', () => ({
  isUpdateAvailable: store.isUpdateAvailable,
  subscribeToUpdate: store.subscribeToUpdate,
  applyUpdate: vi.fn(),
}))

function renderPrompt() {
  return render(
    <I18nProvider i18n={i18n}>
      <UpdatePrompt />
    </I18nProvider>,
  )
}

beforeAll(() => i18n.loadAndActivate({ locale: 'en', messages: {} }))
afterEach(() => {
  cleanup()
  act(() => store.set(false))
})

describe('UpdatePrompt', () => {
  it('stays hidden until a new version waits, then announces it', () => {
    renderPrompt()
    expect(screen.queryByRole('status')).toBeNull()
    act(() => store.set(true))
    expect(screen.getByRole('status').textContent).toContain('A new version of LDS is available.')
  })

  it('"Reload" applies the update', async () => {
    const { applyUpdate } = await import('./register.ts')
    store.set(true)
    renderPrompt()
    fireEvent.click(screen.getByRole('button', { name: 'Reload' }))
    expect(applyUpdate).toHaveBeenCalledOnce()
  })

  it('"Later" hides the banner', () => {
    store.set(true)
    renderPrompt()
    fireEvent.click(screen.getByRole('button', { name: 'Later' }))
    expect(screen.queryByRole('status')).toBeNull()
  })
})
