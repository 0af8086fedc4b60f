import { fireEvent, screen, waitFor } from '@testing-library/react'
import { HttpResponse, http } from 'msw'
import { afterEach, describe, expect, it, vi } from 'vitest'
import type { TravelAgencyDto, UserDto } from '#domain/auth/current-user.ts'
import type { OnboardingDraftDto } from '#domain/onboarding/types.ts'
import { setupMswServer } from '#test/msw-server.ts'
import { renderInRouter } from '#test/render-in-router.tsx'
import { OnboardingPage } from './onboarding-page.tsx'

const server = setupMswServer()

const user: UserDto = {
  _id: 'u1',
  role: 'agent',
  company: null,
  email: 'sophie@maison-voyage.example',
  firstName: null,
  lastName: null,
  displayName: 'sophie@maison-voyage.example',
  travelAgencyId: null,
  hotelId: null,
  hasHotelAccess: false,
}
const agency = (over: Partial<TravelAgencyDto> = {}): TravelAgencyDto => ({
  _id: 'a'.repeat(24),
  name: 'Maison Voyage',
  corporateDesign: null,
  autoInviteEmailDomain: null,
  programMemberships: [],
  vetting: 'verified',
  ...over,
})
const emptyDraft: OnboardingDraftDto = { step: 'name', values: {}, updatedAt: null }

function withDraft(draft: OnboardingDraftDto = emptyDraft) {
  const puts: unknown[] = []
  server.use(
    http.get('/api/onboarding/draft', () => HttpResponse.json(draft)),
    http.put('/api/onboarding/draft', async ({ request }) => {
      const body = (await request.json()) as OnboardingDraftDto
      puts.push(body)
      return HttpResponse.json({ ...body, updatedAt: new Date().toISOString() })
    }),
    http.get('/api/travel-agency-public-info', () => HttpResponse.json({ brandName: null, isTravelAgency: false })),
  )
  return puts
}

function renderPage(props: { user?: UserDto; travelAgency?: TravelAgencyDto | null; claimProgramId?: string } = {}) {
  const callbacks = { onUserSaved: vi.fn(), onAgencyChanged: vi.fn(), onCheckAgain: vi.fn(), onSignOut: vi.fn() }
  const view = renderInRouter(() => (
    <OnboardingPage
      user={props.user ?? user}
      travelAgency={props.travelAgency ?? null}
      claimProgramId={props.claimProgramId}
      hotelSignInHref="/chat"
      {...callbacks}
    />
  ))
  return { ...view, ...callbacks }
}

afterEach(() => localStorage.clear())

describe('OnboardingPage', () => {
  it('starts at the name step, marks it current, and keeps later required steps closed', async () => {
    withDraft()
    renderPage()
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Welcome to the Luxury Distribution System' }),
    ).toBeTruthy()
    expect(await screen.findByRole('heading', { name: 'How may we address you?' })).toBeTruthy()
    const steps = screen.getAllByRole('listitem')
    expect(steps[0]!.getAttribute('aria-current')).toBe('step')
    expect((screen.getByRole('button', { name: /Your agency/ }) as HTMLButtonElement).disabled).toBe(true)
    expect((screen.getByRole('button', { name: /Payouts/ }) as HTMLButtonElement).disabled).toBe(true)
    expect(screen.getByRole('button', { name: 'Sign me out for now' })).toBeTruthy()
    expect(screen.queryByRole('link', { name: /hotel site/ })).toBeNull()
  })

  it('asks for the first name, saves the name and moves on to the agency', async () => {
    withDraft()
    let patched: unknown
    server.use(
      http.patch('/api/users/u1', async ({ request }) => {
        patched = await request.json()
        return HttpResponse.json({ user: { ...user, firstName: 'Sophie', lastName: 'Laurent' } })
      }),
    )
    const { onUserSaved } = renderPage()
    fireEvent.click(await screen.findByRole('button', { name: 'Save and continue' }))
    expect(await screen.findByText('Please enter your first name')).toBeTruthy()
    fireEvent.change(screen.getByLabelText('First name'), { target: { value: ' Sophie ' } })
    fireEvent.change(screen.getByLabelText('Last name (optional)'), { target: { value: 'Laurent' } })
    fireEvent.click(screen.getByRole('button', { name: 'Save and continue' }))
    expect(await screen.findByRole('heading', { name: 'Register your agency' })).toBeTruthy()
    expect(patched).toEqual({ firstName: 'Sophie', lastName: 'Laurent' })
    expect(onUserSaved).toHaveBeenCalledWith(expect.objectContaining({ firstName: 'Sophie' }))
  })

  it('saves what is typed as a draft, on the server and on this device', async () => {
    const puts = withDraft()
    renderPage()
    fireEvent.change(await screen.findByLabelText('First name'), { target: { value: 'Soph' } })
    expect(JSON.parse(localStorage.getItem('lds.onboarding-draft.u1')!).values.name.firstName).toBe('Soph')
    expect(await screen.findByText('Draft saved', {}, { timeout: 2000 })).toBeTruthy()
    expect(puts).toEqual([{ step: 'name', values: { name: { firstName: 'Soph', lastName: '' } } }])
  })

  it("restores the newer local draft's values and step, and pushes it to the server", async () => {
    const puts = withDraft({ step: 'name', values: {}, updatedAt: '2026-01-01T00:00:00Z' })
    localStorage.setItem(
      'lds.onboarding-draft.u1',
      JSON.stringify({
        step: 'agency',
        values: { agency: { name: 'Maison Voyage', referred: true, referrerName: 'Anna' } },
        updatedAt: '2026-02-01T00:00:00Z',
        synced: false,
      }),
    )
    renderPage({ user: { ...user, firstName: 'Sophie' } })
    expect(((await screen.findByLabelText('Agency name')) as HTMLInputElement).value).toBe('Maison Voyage')
    expect((screen.getByLabelText('Referrer name') as HTMLInputElement).value).toBe('Anna')
    await waitFor(() => expect(puts).toHaveLength(1))
  })

  it("registers the agency: 'Required!', the referrer, auto-invite for a business domain, the program claim", async () => {
    withDraft()
    let body: unknown
    server.use(
      http.get('/api/programs', () => HttpResponse.json([{ _id: 'aa9568d01be2001cc32e8373', name: 'Serandipians' }])),
      http.post('/api/travel-agencies', async ({ request }) => {
        body = await request.json()
        return HttpResponse.json(agency({ vetting: 'pending' }), { status: 201 })
      }),
    )
    const { onAgencyChanged } = renderPage({
      user: { ...user, firstName: 'Sophie' },
      claimProgramId: 'aa9568d01be2001cc32e8373',
    })
    fireEvent.click(await screen.findByRole('button', { name: 'Register agency' }))
    expect(await screen.findByText('Required!')).toBeTruthy()
    fireEvent.change(screen.getByLabelText('Agency name'), { target: { value: 'Maison Voyage' } })
    fireEvent.click(screen.getByLabelText('I was referred'))
    fireEvent.click(screen.getByRole('button', { name: 'Register agency' }))
    expect(await screen.findByText('Required!')).toBeTruthy()
    fireEvent.change(screen.getByLabelText('Referrer name'), { target: { value: 'Anna Moser' } })
    fireEvent.click(screen.getByLabelText('Invite colleagues with my e-mail domain automatically'))
    expect(await screen.findByText('Your agency claims its membership in Serandipians.')).toBeTruthy()
    expect(screen.getByText(/Our team will verify your agency/)).toBeTruthy()
    fireEvent.click(screen.getByRole('button', { name: 'Register agency' }))
    await waitFor(() =>
      expect(onAgencyChanged).toHaveBeenCalledWith(expect.objectContaining({ vetting: 'pending' }), 'registered'),
    )
    expect(body).toEqual({
      name: 'Maison Voyage',
      referred: true,
      referrerName: 'Anna Moser',
      autoInviteEmailDomain: 'maison-voyage.example',
      requestVerification: true,
      programMemberships: [{ programId: 'aa9568d01be2001cc32e8373', status: 'claimedByAgency' }],
    })
  })

  it('offers no auto-invite for a public e-mail domain and tells a member of an agency to contact support', async () => {
    withDraft()
    server.use(
      http.post('/api/travel-agencies', () =>
        HttpResponse.json(
          { message: 'You are already a member of a travel agency. Please contact support to change your agency.' },
          { status: 409 },
        ),
      ),
    )
    renderPage({ user: { ...user, firstName: 'Sophie', email: 'sophie@gmail.com' } })
    fireEvent.change(await screen.findByLabelText('Agency name'), { target: { value: 'Maison Voyage' } })
    expect(screen.queryByLabelText('Invite colleagues with my e-mail domain automatically')).toBeNull()
    fireEvent.click(screen.getByRole('button', { name: 'Register agency' }))
    expect(await screen.findByText(/You are already a member of a travel agency/)).toBeTruthy()
    expect(screen.getByRole('link', { name: 'Contact support' }).getAttribute('href')).toBe('/contact')
  })

  it('takes a 409 after a lost answer as the registration it was: the own agency of that name', async () => {
    withDraft()
    server.use(
      http.post('/api/travel-agencies', () =>
        HttpResponse.json(
          { message: 'You are already a member of a travel agency. Please contact support to change your agency.' },
          { status: 409 },
        ),
      ),
      http.get('/api/current_user', () =>
        HttpResponse.json({ user, travelAgency: agency({ name: 'Maison Voyage', vetting: 'pending' }) }),
      ),
    )
    const { onAgencyChanged } = renderPage({ user: { ...user, firstName: 'Sophie' } })
    fireEvent.change(await screen.findByLabelText('Agency name'), { target: { value: 'Maison Voyage' } })
    fireEvent.click(screen.getByRole('button', { name: 'Register agency' }))
    await waitFor(() =>
      expect(onAgencyChanged).toHaveBeenCalledWith(expect.objectContaining({ name: 'Maison Voyage' }), 'registered'),
    )
    expect(screen.queryByText(/You are already a member of a travel agency/)).toBeNull()
  })

  it('keeps a pending agency on its verification panel, and shows the reason of a declined one', async () => {
    withDraft()
    server.use(
      http.get(`/api/travel-agencies/${'a'.repeat(24)}/verification`, () =>
        HttpResponse.json({ vetting: 'declined', declineReason: 'We could not find a luxury portfolio.' }),
      ),
    )
    const pending = renderPage({ user: { ...user, firstName: 'Sophie' }, travelAgency: agency({ vetting: 'pending' }) })
    expect(await screen.findByRole('heading', { name: 'Your agency is being verified' })).toBeTruthy()
    expect((screen.getByRole('button', { name: /Corporate design/ }) as HTMLButtonElement).disabled).toBe(true)
    pending.unmount()
    renderPage({ user: { ...user, firstName: 'Sophie' }, travelAgency: agency({ vetting: 'declined' }) })
    expect(await screen.findByText('We could not find a luxury portfolio.')).toBeTruthy()
    expect(screen.getByRole('link', { name: 'Contact us' }).getAttribute('href')).toBe('/contact')
  })

  it('opens a verified agency at the design step: live preview, contrast warning, Save patches the design', async () => {
    withDraft()
    let patch: unknown
    server.use(
      http.get(`/api/travel-agencies/${'a'.repeat(24)}/stripe-account`, () =>
        HttpResponse.json({ message: 'Payments are not configured' }, { status: 503 }),
      ),
      http.patch(`/api/travel-agencies/${'a'.repeat(24)}`, async ({ request }) => {
        patch = await request.json()
        return HttpResponse.json(agency({ corporateDesign: (patch as { corporateDesign: object }).corporateDesign }))
      }),
    )
    const supervisor = { ...user, role: 'supervisorAgent', firstName: 'Sophie', travelAgencyId: 'a'.repeat(24) }
    const { onAgencyChanged } = renderPage({ user: supervisor, travelAgency: agency() })
    expect(await screen.findByRole('heading', { name: 'Your corporate design' })).toBeTruthy()
    fireEvent.change(screen.getByLabelText('Main colour'), { target: { value: '#5a1f2c' } })
    fireEvent.change(screen.getByLabelText('Accent colour'), { target: { value: '#3a1520' } })
    expect(await screen.findByText(/Your accent colour is hard to read/)).toBeTruthy()
    const preview = document.querySelector<HTMLElement>('.design-preview')!
    expect(preview.style.getPropertyValue('--color-main')).toBe('rgb(90, 31, 44)')
    fireEvent.click(screen.getByRole('button', { name: 'Save' }))
    await waitFor(() => expect(onAgencyChanged).toHaveBeenCalledWith(expect.anything(), 'design'))
    expect(patch).toEqual({
      corporateDesign: { colors: { main: '#5a1f2c', accentOnMain: '#3a1520', invertedFont: false }, theme: 'plain' },
    })
    expect(await screen.findByRole('heading', { name: 'Commission payouts' })).toBeTruthy()
    fireEvent.click(screen.getByRole('button', { name: "I'll do it later" }))
    expect(await screen.findByRole('heading', { name: 'You are all set' })).toBeTruthy()
    expect(screen.getByRole('link', { name: 'Find hotels' }).getAttribute('href')).toBe('/hotels')
  })

  it('checks the logo before the upload', async () => {
    withDraft()
    const supervisor = { ...user, role: 'supervisorAgent', firstName: 'Sophie', travelAgencyId: 'a'.repeat(24) }
    renderPage({ user: supervisor, travelAgency: agency() })
    const input = await screen.findByLabelText('Logo')
    fireEvent.change(input, { target: { files: [new File(['gif'], 'logo.gif', { type: 'image/gif' })] } })
    expect(await screen.findByText('Please upload a PNG, JPEG, WebP or SVG image')).toBeTruthy()
  })

  it('greets by first name and offers the hotel site to people with hotel access', async () => {
    withDraft()
    renderPage({ user: { ...user, firstName: 'Sophie', hasHotelAccess: true } })
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Welcome to the Luxury Distribution System, Sophie' }),
    ).toBeTruthy()
    expect(screen.getByRole('link', { name: /hotel site/ }).getAttribute('href')).toBe('/chat')
    await screen.findByRole('heading', { name: 'Register your agency' })
  })
})

describe('OnboardingPage, the logo', () => {
  it('uploads a chosen logo as multipart, then patches colours and theme', async () => {
    withDraft()
    const calls: string[] = []
    const id = 'a'.repeat(24)
    server.use(
      http.get(`/api/travel-agencies/${'a'.repeat(24)}/stripe-account`, () =>
        HttpResponse.json({ message: 'Payments are not configured' }, { status: 503 }),
      ),
      http.post(`/api/travel-agencies/${id}/logo`, ({ request }) => {
        calls.push(`upload ${request.headers.get('content-type')?.split(';')[0]}`)
        return HttpResponse.json(agency({ corporateDesign: { logoUrl: `/api/travel-agencies/${id}/logo/l.png` } }))
      }),
      http.patch(`/api/travel-agencies/${id}`, async ({ request }) => {
        calls.push(`patch ${JSON.stringify(await request.json())}`)
        return HttpResponse.json(agency({ corporateDesign: { logoUrl: `/api/travel-agencies/${id}/logo/l.png` } }))
      }),
    )
    const supervisor = { ...user, role: 'supervisorAgent', firstName: 'Sophie', travelAgencyId: id }
    const { onAgencyChanged } = renderPage({ user: supervisor, travelAgency: agency() })
    const input = await screen.findByLabelText('Logo')
    fireEvent.change(input, { target: { files: [new File(['png'], 'logo.png', { type: 'image/png' })] } })
    fireEvent.click(screen.getByRole('button', { name: 'Save' }))
    await waitFor(() => expect(onAgencyChanged).toHaveBeenCalled())
    expect(calls[0]).toBe('upload multipart/form-data')
    expect(calls[1]).toBe(
      'patch {"corporateDesign":{"colors":{"main":"#122020","accentOnMain":"#ab8157","invertedFont":false},"theme":"plain"}}',
    )
  })

  it("tells a person whose session ended: 'Not authenticated'", async () => {
    withDraft()
    const id = 'a'.repeat(24)
    server.use(
      http.patch(`/api/travel-agencies/${id}`, () =>
        HttpResponse.json({ message: 'Not authenticated' }, { status: 401 }),
      ),
    )
    const supervisor = { ...user, role: 'supervisorAgent', firstName: 'Sophie', travelAgencyId: id }
    renderPage({ user: supervisor, travelAgency: agency() })
    fireEvent.click(await screen.findByRole('button', { name: 'Save' }))
    expect(await screen.findByRole('alert')).toBeTruthy()
    expect(screen.getAllByText('Not authenticated').length).toBeGreaterThan(0)
  })
})
