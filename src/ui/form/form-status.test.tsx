import { screen } from '@testing-library/react'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { renderWithI18n } from '#test/render.tsx'
import { FormStatus } from './form-status.tsx'

afterEach(() => vi.restoreAllMocks())

describe('FormStatus', () => {
  it.each([
    [true, 'A problem occured.'],
    [false, 'You are offline. Nothing you typed is lost: send it again once you are back online.'],
  ])('on a failed send while online=%s says: %s', (online, text) => {
    vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(online)
    renderWithI18n(<FormStatus state="negative" negative="A problem occured." />)
    expect(screen.getByRole('status').textContent).toBe(text)
  })

  it("offline, says the form's own words where it has them", () => {
    vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(false)
    renderWithI18n(<FormStatus state="negative" negative="A problem occured." offline="Saving needs a connection." />)
    expect(screen.getByRole('status').textContent).toBe('Saving needs a connection.')
  })

  it('says nothing about the connection while idle or sending', () => {
    vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(false)
    renderWithI18n(<FormStatus state="sending" sending="Sending..." negative="A problem occured." />)
    expect(screen.getByRole('status').textContent).toBe('Sending...')
  })
})
