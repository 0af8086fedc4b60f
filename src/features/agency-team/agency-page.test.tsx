import { fireEvent, screen, waitFor, within } from '@testing-library/react'
import { HttpResponse, http } from 'msw'
import { describe, expect, it, vi } from 'vitest'
import type { TravelAgencyDto, UserDto } from '#domain/auth/current-user.ts'
import type { AgencyEventDto, AgencyTeamDto, InvitationDto, MemberDto } from '#domain/agency-team/types.ts'
import { setupMswServer } from '#test/msw-server.ts'
import { renderInRouter } from '#test/render-in-router.tsx'
import { toasts } from '#ui/toast/toast-store.ts'
import { AgencyPage } from './agency-page.tsx'

const server = setupMswServer()

const AGENCY = 'a'.repeat(24)
const agency: TravelAgencyDto = {
  _id: AGENCY,
  name: 'Maison Voyage',
  corporateDesign: { colors: { main: '#1b2525', accentOnMain: '#ab8157' }, logoUrl: '/media/maison.png' },
  autoInviteEmailDomain: null,
  programMemberships: [],
  vetting: 'verified',
}
const member = (over: Partial<MemberDto>): MemberDto => ({
  _id: 'u0',
  email: 'x@maison.example',
  firstName: null,
  lastName: null,
  role: 'agent',
  status: 'active',
  lastSignInAt: null,
  ...over,
})
const anna = member({
  _id: 'anna',
  email: 'anna@maison.example',
  firstName: 'Anna',
  lastName: 'Moser',
  role: 'supervisorAgent',
  lastSignInAt: '2026-12-03T09:14:00Z',
})
const lea = member({ _id: 'lea', email: 'lea@maison.example', firstName: 'Lea', lastName: 'Brun' })
const invitation = (over: Partial<InvitationDto>): InvitationDto => ({
  _id: 'i1',
  email: 'paul@maison.example',
  role: 'agent',
  state: 'sent',
  invitedBy: 'Anna Moser',
  createdAt: '2026-12-01T10:00:00Z',
  expiresAt: '2026-12-08T10:00:00Z',
  ...over,
})
const team: AgencyTeamDto = {
  members: [anna, lea],
  invitations: [
    invitation({}),
    invitation({ _id: 'i2', email: 'old@maison.example', state: 'expired', expiresAt: '2026-11-20T10:00:00Z' }),
    invitation({ _id: 'i3', email: 'gone@maison.example', state: 'revoked' }),
  ],
}
const history: AgencyEventDto[] = [
  {
    _id: 'e1',
    kind: 'member-invited',
    actor: 'Anna Moser',
    subject: 'paul@maison.example',
    detail: 'agent',
    at: '2026-12-01T10:00:00Z',
  },
]
const user = (role: string, id: string): UserDto => ({
  _id: id,
  role,
  company: null,
  email: `${id}@maison.example`,
  firstName: null,
  lastName: null,
  displayName: id,
  travelAgencyId: AGENCY,
  hotelId: null,
  hasHotelAccess: false,
})

function renderPage(as: UserDto) {
  server.use(
    http.get(`/api/travel-agencies/${AGENCY}/team`, () => HttpResponse.json(team)),
    http.get(`/api/travel-agencies/${AGENCY}/history`, () => HttpResponse.json(history)),
  )
  const onAgencyChanged = vi.fn()
  renderInRouter(() => <AgencyPage user={as} agency={agency} onAgencyChanged={onAgencyChanged} />)
  return { onAgencyChanged }
}

const toastTexts = () => toasts.getSnapshot().map((t) => t.text)
const rowOf = async (name: string) => (await screen.findByRole('rowheader', { name: new RegExp(name) })).closest('tr')!

describe('AgencyPage', () => {
  it('shows an agent everything read-only: the agency, members, invitations and history', async () => {
    renderPage(user('agent', 'lea'))
    expect(await screen.findByRole('heading', { level: 1, name: 'Maison Voyage' })).toBeTruthy()
    expect(screen.getByText('Verified')).toBeTruthy()
    expect(screen.getByRole('img', { name: 'Logo of Maison Voyage' })).toBeTruthy()
    expect(screen.getByText('#1b2525')).toBeTruthy()
    expect(screen.getByText('#ab8157')).toBeTruthy()
    const annaRow = within(await rowOf('Anna Moser'))
    expect(annaRow.getByText('anna@maison.example')).toBeTruthy()
    expect(annaRow.getByText('Supervisor')).toBeTruthy()
    expect(annaRow.getByText('3 Dec 2026, 09:14')).toBeTruthy()
    expect(within(await rowOf('Lea Brun')).getByText('Never')).toBeTruthy()
    expect(screen.getByText('Sent')).toBeTruthy()
    expect(screen.getByText('Expired')).toBeTruthy()
    expect(screen.getByText('Withdrawn')).toBeTruthy()
    expect(await screen.findByText('Anna Moser invited paul@maison.example as agent')).toBeTruthy()
    expect(screen.queryByRole('combobox')).toBeNull()
    expect(screen.queryByRole('button', { name: /Disable|Resend|Withdraw/ })).toBeNull()
    expect(screen.queryByRole('button', { name: 'Send invitation' })).toBeNull()
    expect(screen.queryByRole('link', { name: 'Change the corporate design' })).toBeNull()
  })

  it('gives a supervisor the controls, for everyone but themself', async () => {
    renderPage(user('supervisorAgent', 'anna'))
    const leaRow = within(await rowOf('Lea Brun'))
    expect(leaRow.getByRole('combobox', { name: 'Role of Lea Brun' })).toBeTruthy()
    expect(leaRow.getByRole('button', { name: 'Disable Lea Brun' })).toBeTruthy()
    const annaRow = within(await rowOf('Anna Moser'))
    expect(annaRow.queryByRole('combobox')).toBeNull()
    expect(annaRow.queryByRole('button')).toBeNull()
    expect(screen.getByRole('link', { name: 'Change the corporate design' }).getAttribute('href')).toBe('/onboarding')
    // resend: waiting and expired; withdraw: waiting only
    expect(screen.getByRole('button', { name: 'Resend the invitation to paul@maison.example' })).toBeTruthy()
    expect(screen.getByRole('button', { name: 'Resend the invitation to old@maison.example' })).toBeTruthy()
    expect(screen.getByRole('button', { name: 'Withdraw the invitation to paul@maison.example' })).toBeTruthy()
    expect(screen.queryByRole('button', { name: 'Withdraw the invitation to old@maison.example' })).toBeNull()
    expect(screen.queryByRole('button', { name: /gone@maison.example/ })).toBeNull()
  })

  it("says the server's 422 on a role change", async () => {
    const sent: unknown[] = []
    renderPage(user('supervisorAgent', 'anna'))
    server.use(
      http.patch(`/api/travel-agencies/${AGENCY}/members/lea`, async ({ request }) => {
        sent.push(await request.json())
        return HttpResponse.json({ message: 'The agency needs at least one active supervisor' }, { status: 422 })
      }),
    )
    const leaRow = within(await rowOf('Lea Brun'))
    fireEvent.change(leaRow.getByRole('combobox', { name: 'Role of Lea Brun' }), {
      target: { value: 'supervisorAgent' },
    })
    expect(await leaRow.findByText('The agency needs at least one active supervisor')).toBeTruthy()
    expect(sent).toEqual([{ role: 'supervisorAgent' }])
  })

  it('disables a member only after the confirmation', async () => {
    const sent: unknown[] = []
    renderPage(user('admin', 'root'))
    server.use(
      http.patch(`/api/travel-agencies/${AGENCY}/members/lea`, async ({ request }) => {
        sent.push(await request.json())
        return HttpResponse.json({ ...lea, status: 'disabled' })
      }),
    )
    const leaRow = within(await rowOf('Lea Brun'))
    fireEvent.click(leaRow.getByRole('button', { name: 'Disable Lea Brun' }))
    expect(leaRow.getByText('Disable Lea Brun? They can no longer sign in.')).toBeTruthy()
    expect(sent).toEqual([])
    fireEvent.click(leaRow.getByRole('button', { name: 'Yes, disable' }))
    await waitFor(() => expect(sent).toEqual([{ status: 'disabled' }]))
    await waitFor(() => expect(toastTexts()).toContain('Lea Brun is disabled'))
  })

  it('resends and withdraws an invitation', async () => {
    const calls: string[] = []
    renderPage(user('supervisorAgent', 'anna'))
    server.use(
      http.post(`/api/travel-agencies/${AGENCY}/invitations/i2/resend`, () => {
        calls.push('resend i2')
        return HttpResponse.json(invitation({ _id: 'i2', email: 'old@maison.example' }))
      }),
      http.delete(`/api/travel-agencies/${AGENCY}/invitations/i1`, () => {
        calls.push('revoke i1')
        return HttpResponse.json(invitation({ state: 'revoked' }))
      }),
    )
    fireEvent.click(await screen.findByRole('button', { name: 'Resend the invitation to old@maison.example' }))
    await waitFor(() => expect(toastTexts()).toContain('Invitation sent again to old@maison.example'))
    fireEvent.click(screen.getByRole('button', { name: 'Withdraw the invitation to paul@maison.example' }))
    await waitFor(() => expect(toastTexts()).toContain('Invitation to paul@maison.example withdrawn'))
    expect(calls).toEqual(['resend i2', 'revoke i1'])
  })

  it('refuses a bad e-mail address, then invites and clears the form', async () => {
    const sent: unknown[] = []
    renderPage(user('supervisorAgent', 'anna'))
    server.use(
      http.post(`/api/travel-agencies/${AGENCY}/invitations`, async ({ request }) => {
        const body = (await request.json()) as { email: string; role: 'agent' | 'supervisorAgent' }
        sent.push(body)
        return HttpResponse.json(invitation({ _id: 'i9', ...body }), { status: 201 })
      }),
    )
    const email = (await screen.findByLabelText('E-mail address')) as HTMLInputElement
    fireEvent.change(email, { target: { value: 'lea' } })
    fireEvent.click(screen.getByRole('button', { name: 'Send invitation' }))
    expect(await screen.findByText('Please enter a valid email address')).toBeTruthy()
    expect(sent).toEqual([])
    fireEvent.change(email, { target: { value: ' Marc@Maison.example ' } })
    fireEvent.change(screen.getByLabelText('Role'), { target: { value: 'supervisorAgent' } })
    fireEvent.click(screen.getByRole('button', { name: 'Send invitation' }))
    await waitFor(() => expect(toastTexts()).toContain('Invitation sent to marc@maison.example'))
    expect(sent).toEqual([{ email: 'marc@maison.example', role: 'supervisorAgent' }])
    await waitFor(() => expect(email.value).toBe(''))
  })

  it("says the server's 409 when the person is already invited", async () => {
    renderPage(user('supervisorAgent', 'anna'))
    server.use(
      http.post(`/api/travel-agencies/${AGENCY}/invitations`, () =>
        HttpResponse.json({ message: 'This person is already invited' }, { status: 409 }),
      ),
    )
    fireEvent.change(await screen.findByLabelText('E-mail address'), { target: { value: 'paul@maison.example' } })
    fireEvent.click(screen.getByRole('button', { name: 'Send invitation' }))
    expect(await screen.findByText('This person is already invited')).toBeTruthy()
  })

  it("turns automatic invitations on with the manager's own domain", async () => {
    const sent: unknown[] = []
    const { onAgencyChanged } = renderPage(user('supervisorAgent', 'anna'))
    server.use(
      http.put(`/api/travel-agencies/${AGENCY}/auto-invite`, async ({ request }) => {
        const body = (await request.json()) as { autoInviteEmailDomain: string | null }
        sent.push(body)
        return HttpResponse.json({ ...agency, ...body })
      }),
    )
    fireEvent.click(
      await screen.findByRole('switch', { name: 'Invite colleagues with our e-mail domain automatically' }),
    )
    expect((screen.getByLabelText('E-mail domain') as HTMLInputElement).value).toBe('maison.example')
    fireEvent.click(screen.getByRole('button', { name: 'Save' }))
    await waitFor(() => expect(sent).toEqual([{ autoInviteEmailDomain: 'maison.example' }]))
    await waitFor(() =>
      expect(onAgencyChanged).toHaveBeenCalledWith(
        expect.objectContaining({ autoInviteEmailDomain: 'maison.example' }),
      ),
    )
  })
})
