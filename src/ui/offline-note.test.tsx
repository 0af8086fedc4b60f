import { i18n } from '@lingui/core'
import { I18nProvider } from '@lingui/react'
import { act, cleanup, render, screen } from '@testing-library/react'
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest'
import { OfflineNote } from './offline-note.tsx'

function renderNote(cachedAt: Date | null) {
  return render(
    <I18nProvider i18n={i18n}>
      <OfflineNote cachedAt={cachedAt} />
    </I18nProvider>,
  )
}

function setOnline(online: boolean) {
  vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(online)
  window.dispatchEvent(new Event(online ? 'online' : 'offline'))
}

beforeAll(() => i18n.loadAndActivate({ locale: 'en', messages: {} }))
afterEach(() => {
  cleanup()
  vi.restoreAllMocks()
})

describe('OfflineNote', () => {
  it('renders nothing for live data while online', () => {
    setOnline(true)
    const { container } = renderNote(null)
    expect(container.textContent).toBe('')
  })

  it('says when cached data was stored', () => {
    setOnline(true)
    renderNote(new Date('2026-01-10T08:30:00.000Z'))
    const note = screen.getByRole('status')
    expect(note.textContent).toMatch(/^Offline, shown as of 10 Jan 2026, 08:30/)
    expect(note.querySelector('time')?.getAttribute('datetime')).toBe('2026-01-10T08:30:00.000Z')
  })

  it('follows the online and offline events', () => {
    setOnline(true)
    renderNote(null)
    expect(screen.queryByRole('status')).toBeNull()
    act(() => setOnline(false))
    expect(screen.getByRole('status').textContent).toContain('Offline')
    act(() => setOnline(true))
    expect(screen.queryByRole('status')).toBeNull()
  })
})
