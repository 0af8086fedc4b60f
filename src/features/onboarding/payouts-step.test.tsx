import { fireEvent, screen, waitFor } from '@testing-library/react'
import { HttpResponse, http } from 'msw'
import { afterEach, describe, expect, it, vi } from 'vitest'
import type { TravelAgencyDto, UserDto } from '#domain/auth/current-user.ts'
import type { StripeAccountDto } from '#domain/payments/types.ts'
import { setupMswServer } from '#test/msw-server.ts'
import { renderInRouter } from '#test/render-in-router.tsx'
import { PayoutsStep } from './payouts-step.tsx'

/** Stripe's loader stands in: the elements it makes are plain elements, and the script loads or fails as a test says. */
const connect = vi.hoisted(() => ({
  init: [] as unknown[],
  created: [] as { tag: string; calls: Record<string, unknown> }[],
  scriptFails: false,
  logout: vi.fn(() => Promise.resolve()),
}))
vi.mock('@stripe/connect-js/pure', () => ({
  loadConnectAndInitialize: (params: unknown) => {
    connect.init.push(params)
    const script = document.createElement('script')
    script.src = 'https://connect-js.stripe.com/v1.0/connect.js'
    document.head.append(script)
    setTimeout(() => {
      if (!connect.scriptFails) (window as { StripeConnect?: unknown }).StripeConnect = { init: () => undefined }
      script.dispatchEvent(new Event(connect.scriptFails ? 'error' : 'load'))
    }, 0)
    return {
      logout: connect.logout,
      create: (tag: string) => {
        const element = document.createElement(`stripe-connect-${tag}`)
        const calls: Record<string, unknown> = {}
        for (const m of ['setCollectionOptions', 'setOnExit', 'setOnLoadError'])
          Object.assign(element, { [m]: (v: unknown) => void (calls[m] = v) })
        connect.created.push({ tag, calls })
        return element
      },
    }
  },
}))

const server = setupMswServer()
const AGENCY = 'a'.repeat(24)
const supervisor: UserDto = {
  _id: 'u1',
  role: 'supervisorAgent',
  company: null,
  email: 'sophie@maison-voyage.example',
  firstName: 'Sophie',
  lastName: null,
  displayName: 'Sophie',
  travelAgencyId: AGENCY,
  hotelId: null,
  hasHotelAccess: false,
}
const agency: TravelAgencyDto = {
  _id: AGENCY,
  name: 'Maison Voyage',
  corporateDesign: { colors: { main: '#5a1f2c' } },
  autoInviteEmailDomain: null,
  programMemberships: [],
  vetting: 'verified',
}
const account = (over: Partial<StripeAccountDto> = {}): StripeAccountDto => ({
  id: 'acct_1',
  details_submitted: false,
  requirements: { currently_due: ['external_account'], eventually_due: ['external_account'], current_deadline: null },
  ready: false,
  ...over,
})

function answer(accounts: StripeAccountDto[] | 'not-configured') {
  let reads = 0
  server.use(
    http.get(`/api/travel-agencies/${AGENCY}/stripe-account`, () =>
      accounts === 'not-configured'
        ? HttpResponse.json({ message: 'Payments are not configured' }, { status: 503 })
        : HttpResponse.json(accounts[Math.min(reads++, accounts.length - 1)]),
    ),
    http.get(`/api/travel-agencies/${AGENCY}/stripe-account-session`, () =>
      HttpResponse.json({
        client_secret: 'accs_secret_1',
        publishable_key: 'pk_test_1',
        expires_at: '2030-01-01T00:00:00Z',
      }),
    ),
    http.post('/api/frontendlogs', () => HttpResponse.json({ ok: true })),
  )
  return { reads: () => reads }
}

const renderStep = (user: UserDto = supervisor) => {
  const onNext = vi.fn()
  return { ...renderInRouter(() => <PayoutsStep user={user} agency={agency} onNext={onNext} />), onNext }
}

afterEach(() => {
  connect.init.length = 0
  connect.created.length = 0
  connect.scriptFails = false
  delete (window as { StripeConnect?: unknown }).StripeConnect
  document.head.querySelectorAll('script[src^="https://connect-js"]').forEach((s) => s.remove())
})

describe('PayoutsStep', () => {
  it("without keys: says payments are not configured, 'I'll do it later' moves on", async () => {
    answer('not-configured')
    const { onNext } = renderStep()
    expect(await screen.findByText(/Payments are not configured in this installation yet/)).toBeTruthy()
    fireEvent.click(screen.getByRole('button', { name: "I'll do it later" }))
    expect(onNext).toHaveBeenCalled()
    expect(connect.init).toEqual([])
  })

  it('an agent is told only supervisors set up payouts, and asks nothing', async () => {
    const calls = answer([account()])
    renderStep({ ...supervisor, role: 'agent' })
    expect(await screen.findByText("Only your agency's supervisors can set up commission payouts.")).toBeTruthy()
    expect(screen.getByRole('button', { name: "I'll do it later" })).toBeTruthy()
    expect(calls.reads()).toBe(0)
  })

  it("a new account: Stripe's onboarding collecting eventually_due in the agency's colour and language; exit reloads", async () => {
    const calls = answer([
      account({
        requirements: {
          currently_due: ['a', 'b'],
          eventually_due: ['a', 'b'],
          current_deadline: '2030-03-15T00:00:00Z',
        },
      }),
      account({
        details_submitted: true,
        requirements: { currently_due: [], eventually_due: [], current_deadline: null },
        ready: true,
      }),
    ])
    renderStep()
    expect(
      await screen.findByText(
        'Stripe still needs 2 details from you. Please complete them by 15 Mar 2030, or payouts will be paused.',
      ),
    ).toBeTruthy()
    expect(screen.getByRole('button', { name: "I'll do it later" })).toBeTruthy()
    await waitFor(() => expect(connect.created.map((c) => c.tag)).toEqual(['account-onboarding']))
    expect(connect.init[0]).toMatchObject({
      publishableKey: 'pk_test_1',
      appearance: { variables: { colorPrimary: '#5a1f2c' } },
      locale: 'en-GB',
    })
    const onboarding = connect.created[0]!.calls
    expect(onboarding.setCollectionOptions).toEqual({ fields: 'eventually_due', futureRequirements: 'include' })
    // the person leaves Stripe's flow: the account is read again, now ready
    ;(onboarding.setOnExit as () => void)()
    expect(await screen.findByRole('button', { name: 'Ok, Next' })).toBeTruthy()
    expect(screen.getByText('Your payout account is ready: commissions are paid out to it.')).toBeTruthy()
    expect(calls.reads()).toBe(2)
    // details submitted: the banner and account management instead of the onboarding
    await waitFor(() =>
      expect(connect.created.map((c) => c.tag)).toEqual([
        'account-onboarding',
        'notification-banner',
        'account-management',
      ]),
    )
  })

  it("Stripe's script cannot load: a warning is logged, the step says so and stays skippable", async () => {
    connect.scriptFails = true
    answer([account()])
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined)
    const { onNext } = renderStep()
    expect(await screen.findByText(/Stripe's secure form could not be loaded/)).toBeTruthy()
    expect(warn).toHaveBeenCalledWith('Payment connect: script-load-failed', { component: 'onboarding' })
    expect(connect.created).toEqual([])
    fireEvent.click(screen.getByRole('button', { name: "I'll do it later" }))
    expect(onNext).toHaveBeenCalled()
    warn.mockRestore()
  })
})
