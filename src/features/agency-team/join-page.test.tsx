import { fireEvent, screen, waitFor } from '@testing-library/react'
import { HttpResponse, http } from 'msw'
import { describe, expect, it, vi } from 'vitest'
import type { CurrentUserAnswer } from '#domain/auth/current-user.ts'
import type { InvitationPreviewDto } from '#domain/agency-team/types.ts'
import { setupMswServer } from '#test/msw-server.ts'
import { renderInRouter } from '#test/render-in-router.tsx'
import { JoinPage } from './join-page.tsx'

const server = setupMswServer()

const TOKEN = 'tok123'
const preview = (over: Partial<InvitationPreviewDto> = {}): InvitationPreviewDto => ({
  agencyName: 'Maison Voyage',
  email: 'lea@maison.example',
  role: 'agent',
  state: 'sent',
  ...over,
})
const answer = { user: { _id: 'lea', role: 'agent' }, travelAgency: { _id: 'a' } } as unknown as CurrentUserAnswer

function renderJoin({ signedIn = false, invitation = preview() as InvitationPreviewDto | null } = {}) {
  server.use(
    http.get(`/api/agency-invitations/${TOKEN}`, () =>
      invitation ? HttpResponse.json(invitation) : HttpResponse.json({ message: 'Not found' }, { status: 404 }),
    ),
  )
  const props = { signIn: vi.fn(), signOut: vi.fn(), onJoined: vi.fn() }
  const view = renderInRouter(() => <JoinPage token={TOKEN} signedIn={signedIn} {...props} />, `/join/${TOKEN}`)
  return { ...view, ...props }
}

describe('JoinPage', () => {
  it('says an unknown link is not valid, as a 404', async () => {
    renderJoin({ invitation: null })
    expect(await screen.findByRole('heading', { name: 'This invitation link is not valid' })).toBeTruthy()
    expect(screen.getByText('404')).toBeTruthy()
  })

  it.each(['expired', 'revoked'] as const)('says a %s invitation is gone and links the contact page', async (state) => {
    renderJoin({ invitation: preview({ state }) })
    expect(await screen.findByRole('heading', { name: 'This invitation is no longer valid' })).toBeTruthy()
    expect(screen.getByText('This invitation has expired or was withdrawn. Please ask for a new one.')).toBeTruthy()
    expect(screen.getByRole('link', { name: 'Contact us' }).getAttribute('href')).toBe('/contact')
  })

  it('says a used invitation was used, with Sign in', async () => {
    const { signIn } = renderJoin({ invitation: preview({ state: 'accepted' }) })
    expect(await screen.findByRole('heading', { name: 'This invitation was already used' })).toBeTruthy()
    fireEvent.click(screen.getByRole('button', { name: 'Sign in' }))
    expect(signIn).toHaveBeenCalledWith({ returnTo: '/hotels' })
  })

  it('offers a signed-out invitee to create an account or sign in, coming back here', async () => {
    const { signIn } = renderJoin({ invitation: preview({ role: 'supervisorAgent' }) })
    expect(await screen.findByRole('heading', { name: 'Join Maison Voyage on LDS' })).toBeTruthy()
    expect(screen.getByText('You are invited as Supervisor with lea@maison.example')).toBeTruthy()
    fireEvent.click(screen.getByRole('button', { name: 'Create your account' }))
    expect(signIn).toHaveBeenLastCalledWith({ prompt: 'create', returnTo: `/join/${TOKEN}` })
    fireEvent.click(screen.getByRole('button', { name: 'I already have an account: Sign in' }))
    expect(signIn).toHaveBeenLastCalledWith({ returnTo: `/join/${TOKEN}` })
  })

  it('accepts once for a signed-in invitee and opens the hotels', async () => {
    let accepts = 0
    server.use(
      http.post(`/api/agency-invitations/${TOKEN}/accept`, () => {
        accepts += 1
        return HttpResponse.json(answer)
      }),
    )
    const { onJoined, router } = renderJoin({ signedIn: true })
    expect(await screen.findByText('Joining Maison Voyage...')).toBeTruthy()
    await waitFor(() => expect(router.state.location.pathname).toBe('/hotels'))
    expect(onJoined).toHaveBeenCalledWith(answer)
    expect(accepts).toBe(1)
  })

  it("offers Sign out when the invitation is for another account (403), with the server's message", async () => {
    server.use(
      http.post(`/api/agency-invitations/${TOKEN}/accept`, () =>
        HttpResponse.json(
          { message: 'This invitation is for lea@maison.example. Please sign in with that address.' },
          { status: 403 },
        ),
      ),
    )
    const { signOut, onJoined } = renderJoin({ signedIn: true })
    expect(
      await screen.findByText('This invitation is for lea@maison.example. Please sign in with that address.'),
    ).toBeTruthy()
    fireEvent.click(screen.getByRole('button', { name: 'Sign out' }))
    expect(signOut).toHaveBeenCalled()
    expect(onJoined).not.toHaveBeenCalled()
  })

  it('says a 409 (already a member of an agency) without Sign out', async () => {
    server.use(
      http.post(`/api/agency-invitations/${TOKEN}/accept`, () =>
        HttpResponse.json(
          { message: 'You are already a member of a travel agency. Please contact support to change your agency.' },
          { status: 409 },
        ),
      ),
    )
    renderJoin({ signedIn: true })
    expect(await screen.findByRole('alert')).toBeTruthy()
    expect(screen.getByRole('alert').textContent).toBe(
      'You are already a member of a travel agency. Please contact support to change your agency.',
    )
    expect(screen.queryByRole('button', { name: 'Sign out' })).toBeNull()
  })
})
