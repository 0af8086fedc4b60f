import { fireEvent, screen, waitFor } from '@testing-library/react'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { findAffiliate } from '#domain/brand/affiliates.ts'
import { renderWithI18n } from '#test/render.tsx'
import { AFFILIATE_STORAGE_KEY } from './affiliate-storage.ts'
import { FAST_LANE_STORAGE_KEY } from './fast-lane.ts'
import { SignupLanding } from './signup-landing.tsx'

afterEach(() => {
  localStorage.clear()
  sessionStorage.clear()
})

describe('SignupLanding', () => {
  it('invites by default: free, by invitation, no IATA code, TLS 1.2; Register Now starts sign-up', async () => {
    const onRegister = vi.fn(() => Promise.resolve())
    renderWithI18n(<SignupLanding fastLane={false} onRegister={onRegister} />)
    expect(screen.getByRole('heading', { level: 1, name: 'Start Your Journey Today' })).toBeTruthy()
    expect(screen.getByText(/Register for free/)).toBeTruthy()
    expect(screen.getByText('No IATA code needed')).toBeTruthy()
    expect(screen.getByText('No deductions from your commission')).toBeTruthy()
    expect(screen.getByText('Access to individual rates, commissions and amenities')).toBeTruthy()
    expect(screen.getByText(/TLS 1.2 encryption/)).toBeTruthy()
    expect(screen.getByText(/agency's details are required/)).toBeTruthy()
    expect(screen.getByRole('link', { name: /Sign In/ }).getAttribute('href')).toBe('/signin?returnTo=%2Fonboarding')
    await waitFor(() => expect(document.title).toBe('Luxury Distribution System'))
    fireEvent.click(screen.getByRole('button', { name: 'Register Now' }))
    expect(onRegister).toHaveBeenCalledTimes(1)
  })

  it("shows an affiliate's logo, name and invitation, and signs in towards its program", async () => {
    const affiliate = findAffiliate('serandipians')!
    renderWithI18n(<SignupLanding affiliate={affiliate} fastLane={false} onRegister={() => Promise.resolve()} />)
    expect(screen.getByRole('img', { name: 'Serandipians' })).toBeTruthy()
    expect(screen.getByText(affiliate.invitationText!)).toBeTruthy()
    expect(screen.queryByText('No IATA code needed')).toBeNull()
    expect(screen.getByRole('link', { name: /Sign In/ }).getAttribute('href')).toBe(
      `/signin?returnTo=${encodeURIComponent('/onboarding?claim-membership-in-program-id=aa9568d01be2001cc32e8373')}`,
    )
    await waitFor(() => expect(document.title).toBe('Serandipians Distribution System'))
    expect(localStorage.getItem(AFFILIATE_STORAGE_KEY)).toBe('serandipians')
  })

  it('keeps the first affiliate id of the query', () => {
    localStorage.setItem(AFFILIATE_STORAGE_KEY, 'alpina-hotels')
    renderWithI18n(<SignupLanding fastLane={false} affiliateId="serandipians" onRegister={() => Promise.resolve()} />)
    expect(localStorage.getItem(AFFILIATE_STORAGE_KEY)).toBe('alpina-hotels')
  })

  it('fast lane: says so and starts sign-up once, not again when the person comes straight back', async () => {
    const onRegister = vi.fn(() => new Promise<void>(() => undefined))
    const first = renderWithI18n(<SignupLanding fastLane onRegister={onRegister} />)
    expect(screen.getByText('Redirecting to sign-up...')).toBeTruthy()
    await waitFor(() => expect(onRegister).toHaveBeenCalledTimes(1))
    expect(sessionStorage.getItem(FAST_LANE_STORAGE_KEY)).not.toBeNull()
    first.unmount()
    renderWithI18n(<SignupLanding fastLane onRegister={onRegister} />)
    expect(screen.getByRole('button', { name: 'Register Now' })).toBeTruthy()
    expect(onRegister).toHaveBeenCalledTimes(1)
  })
})
