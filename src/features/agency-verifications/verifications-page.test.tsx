import { fireEvent, screen, waitFor } from '@testing-library/react'
import { HttpResponse, http } from 'msw'
import { describe, expect, it, vi } from 'vitest'
import type { AgencyVerificationDto } from '#domain/onboarding/types.ts'
import { setupMswServer } from '#test/msw-server.ts'
import { renderInRouter } from '#test/render-in-router.tsx'
import { VerificationsPage } from './verifications-page.tsx'

const server = setupMswServer()

const request: AgencyVerificationDto = {
  _id: 'r'.repeat(24),
  travelAgencyId: 'a'.repeat(24),
  agencyName: 'Maison Voyage',
  referredBy: 'Anna Moser',
  requestedBy: { _id: 'u1', email: 'sophie@maison-voyage.example', displayName: 'Sophie Laurent' },
  emailDomain: 'maison-voyage.example',
  status: 'pending',
  declineReason: null,
  createdAt: '2026-11-20T09:30:00Z',
  decidedAt: null,
}

describe('VerificationsPage', () => {
  it('lists the pending requests with agency, referrer, applicant, domain and date', async () => {
    server.use(http.get('/api/admin/agency-verifications', () => HttpResponse.json([request])))
    const onFilter = vi.fn()
    renderInRouter(() => <VerificationsPage filter="pending" onFilter={onFilter} />)
    expect(await screen.findByRole('heading', { name: 'Maison Voyage' })).toBeTruthy()
    expect(screen.getByText('Anna Moser')).toBeTruthy()
    expect(screen.getByText(/Sophie Laurent/)).toBeTruthy()
    expect(screen.getByText('maison-voyage.example')).toBeTruthy()
    expect(screen.getByText('20 Nov 2026')).toBeTruthy()
    fireEvent.click(screen.getByLabelText('Decided'))
    expect(onFilter).toHaveBeenCalledWith('decided')
  })

  it('approves, and declines only with a reason', async () => {
    const decisions: unknown[] = []
    server.use(
      http.get('/api/admin/agency-verifications', () => HttpResponse.json([request])),
      http.post(`/api/admin/agency-verifications/${request._id}/decision`, async ({ request: sent }) => {
        decisions.push(await sent.json())
        return HttpResponse.json({ ...request, status: 'declined' })
      }),
    )
    renderInRouter(() => <VerificationsPage filter="pending" onFilter={() => undefined} />)
    fireEvent.click(await screen.findByRole('button', { name: 'Decline Maison Voyage' }))
    fireEvent.click(screen.getByRole('button', { name: 'Decline' }))
    expect(await screen.findByText('Please give a reason for declining')).toBeTruthy()
    fireEvent.change(screen.getByLabelText('Reason for declining Maison Voyage'), {
      target: { value: 'No luxury portfolio' },
    })
    fireEvent.click(screen.getByRole('button', { name: 'Decline' }))
    await waitFor(() => expect(decisions).toEqual([{ decision: 'decline', reason: 'No luxury portfolio' }]))
  })

  it('says when a request was decided meanwhile', async () => {
    server.use(
      http.get('/api/admin/agency-verifications', () => HttpResponse.json([request])),
      http.post(`/api/admin/agency-verifications/${request._id}/decision`, () =>
        HttpResponse.json({ message: 'This request was already decided' }, { status: 409 }),
      ),
    )
    renderInRouter(() => <VerificationsPage filter="pending" onFilter={() => undefined} />)
    fireEvent.click(await screen.findByRole('button', { name: 'Approve Maison Voyage' }))
    expect(await screen.findByText('This request was already decided')).toBeTruthy()
  })
})
