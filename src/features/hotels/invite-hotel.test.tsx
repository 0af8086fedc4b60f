import { QueryClient, QueryClientProvider } from '@tanstack/react-query'
import { fireEvent, screen } from '@testing-library/react'
import { HttpResponse, http } from 'msw'
import { describe, expect, it, vi } from 'vitest'
import { setupMswServer } from '#test/msw-server.ts'
import { renderWithI18n } from '#test/render.tsx'
import { InviteHotelSection } from './invite-hotel.tsx'

vi.mock('#lib/brand/use-shows-commission.ts', () => ({ useIsSignedIn: () => true }))

const server = setupMswServer()
const HOTEL = '0123456789abcdef01234567'

function renderSection() {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } })
  renderWithI18n(
    <QueryClientProvider client={client}>
      <InviteHotelSection hotelId={HOTEL} hotelName="Hotel Alpenstern" />
    </QueryClientProvider>,
  )
  fireEvent.click(screen.getByRole('button', { name: 'Get invitation link' }))
}

describe('InviteHotelSection signed in', () => {
  it('shows the link for a partner', async () => {
    server.use(
      http.get(`/api/hotels/${HOTEL}/hotel-manager-invitation-link`, () =>
        HttpResponse.json({
          link: 'https://lds.test/distribution/hotels/x?invitation=t',
          expiresAt: '2026-12-15T10:00:00.000Z',
        }),
      ),
    )
    renderSection()
    expect(await screen.findByDisplayValue('https://lds.test/distribution/hotels/x?invitation=t')).toBeTruthy()
  })

  it.each([
    'Your role does not give access to partner rates and interests',
    'You are not registered in a travel agency yet',
  ])('says why a refused account (403 %s) gets no link, instead of "try again later"', async (message) => {
    server.use(
      http.get(`/api/hotels/${HOTEL}/hotel-manager-invitation-link`, () =>
        HttpResponse.json({ message }, { status: 403 }),
      ),
    )
    renderSection()
    expect((await screen.findByRole('alert')).textContent).toBe(
      'Invitation links are for partner agencies: your account cannot create one.',
    )
  })
})
