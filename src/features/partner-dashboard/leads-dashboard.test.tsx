import { fireEvent, screen, waitFor } from '@testing-library/react'
import { HttpResponse, http } from 'msw'
import { useState } from 'react'
import { describe, expect, it } from 'vitest'
import { DEFAULT_BRAND } from '#domain/brand/brand.ts'
import type { LeadListItem } from '#domain/leads/types.ts'
import type { StoredSession } from '#lib/auth-config.ts'
import { resetAuthSnapshot, updateAuthSnapshot } from '#lib/auth-store.ts'
import { BrandProvider } from '#lib/brand/brand-context.tsx'
import { setupMswServer } from '#test/msw-server.ts'
import { renderInRouter } from '#test/render-in-router.tsx'
import type { DashboardFilters } from './dashboard-search.ts'
import { LeadsDashboard } from './leads-dashboard.tsx'

const server = setupMswServer()

const item = (n: number, kind: 'property' | 'hotel' = 'property'): LeadListItem => ({
  _id: String(n).padStart(24, '0'),
  kind,
  reference: `TLS-${n}`,
  status: n % 2 ? 'interest' : 'requestedBooking',
  client: { firstName: 'Client', lastName: `No${n}` },
  subject: { _id: 'a'.repeat(24), name: `Chalet ${n}`, city: 'Verbier' },
  period: { checkInDate: '2027-01-02', checkOutDate: '2027-01-09' },
  value: { currency: 'EUR', total: n === 2 ? null : 1000 * n },
  commission: null,
  agent: { _id: 'b'.repeat(24), name: 'Sophie Laurent' },
  agency: { _id: 'c'.repeat(24), name: 'Maison' },
  createdAt: '2026-11-01T10:00:00Z',
})

function Page({ initial = {}, hotelSearch }: { initial?: DashboardFilters; hotelSearch?: boolean }) {
  const [search, setSearch] = useState<DashboardFilters>(initial)
  return (
    <BrandProvider brand={DEFAULT_BRAND}>
      <p data-testid="search">{JSON.stringify(search)}</p>
      <LeadsDashboard
        scope="own"
        eyebrow="Dashboard"
        title="Your leads"
        intro="intro"
        search={search}
        onSearch={setSearch}
        hotelSearch={hotelSearch}
      />
    </BrandProvider>
  )
}

const queries: URLSearchParams[] = []
function answerPages() {
  queries.length = 0
  server.use(
    http.get('/api/sales/leads', ({ request }) => {
      const query = new URL(request.url).searchParams
      queries.push(query)
      if (query.get('client') === 'Nobody') return HttpResponse.json({ items: [], nextCursor: null })
      return query.get('cursor')
        ? HttpResponse.json({ items: [item(3, 'hotel')], nextCursor: null })
        : HttpResponse.json({ items: [item(1), item(2)], nextCursor: 'next' })
    }),
    http.get('/api/sales/reports', () =>
      HttpResponse.json({
        rows: [{ month: '2027-01', status: 'interest', count: 2, bookedValue: 0, commission: 0, currency: 'EUR' }],
      }),
    ),
  )
}

describe('LeadsDashboard', () => {
  it('lists the leads with their links, loads more, and keeps the filters', async () => {
    answerPages()
    renderInRouter(() => <Page />)
    const first = await screen.findByRole('link', { name: 'Client No1' })
    expect(first.getAttribute('href')).toBe(`/partner/dashboard/property-leads/${item(1)._id}`)
    expect(screen.getByText('On request')).toBeTruthy()
    expect(screen.getByText('2 leads')).toBeTruthy()
    expect(queries[0]!.get('scope')).toBe('own')

    fireEvent.click(screen.getByRole('button', { name: 'Show more' }))
    const hotel = await screen.findByRole('link', { name: 'Client No3' })
    expect(hotel.getAttribute('href')).toBe(`/partner/dashboard?hotel-lead-id=${item(3)._id}`)
    expect(queries.at(-1)!.get('cursor')).toBe('next')
    await waitFor(() => expect(screen.queryByRole('button', { name: 'Show more' })).toBeNull())

    fireEvent.change(screen.getByLabelText('Status'), { target: { value: 'requestedBooking' } })
    expect(screen.getByTestId('search').textContent).toBe('{"status":"requestedBooking"}')
    await waitFor(() => expect(queries.some((q) => q.get('status') === 'requestedBooking')).toBe(true))
  })

  it('shows the commission with its cents, in the rows and in the report (an exact amount)', async () => {
    server.use(
      http.get('/api/sales/leads', () =>
        HttpResponse.json({
          items: [{ ...item(1), value: { currency: 'EUR', total: 6389 }, commission: 575.01 }],
          nextCursor: null,
        }),
      ),
      http.get('/api/sales/reports', () =>
        HttpResponse.json({
          rows: [
            { month: '2027-01', status: 'interest', count: 1, bookedValue: 6389, commission: 575.01, currency: 'EUR' },
          ],
        }),
      ),
    )
    // commission shows to a signed-in user of a commission-display brand
    updateAuthSnapshot({ session: { accessToken: 'token' } as StoredSession })
    renderInRouter(() => <Page />)
    await screen.findByRole('link', { name: 'Client No1' })
    await waitFor(() => expect(screen.getAllByText('EUR 575,01')).toHaveLength(2))
    expect(screen.queryByText('EUR 575')).toBeNull()
    resetAuthSnapshot()
  })

  it('says when no lead matches the filters, and how to create the first lead without filters', async () => {
    answerPages()
    renderInRouter(() => <Page initial={{ client: 'Nobody' }} />)
    await screen.findByText('No leads match these filters.')
    fireEvent.click(screen.getAllByRole('button', { name: 'Clear filters' })[0]!)
    await screen.findByRole('link', { name: 'Client No1' })

    server.use(http.get('/api/sales/leads', () => HttpResponse.json({ items: [], nextCursor: null })))
    renderInRouter(() => <Page initial={{}} />)
    await screen.findByRole('heading', { name: 'No leads yet' })
    expect(screen.getByRole('link', { name: 'Search hotels' })).toBeTruthy()
    expect(screen.getByRole('link', { name: 'How leads work (Help Centre)' }).getAttribute('href')).toBe(
      '/partner/help-centre/enquiries-and-leads',
    )
  })

  it("offers no hotel search to a role that may not open it (the lifestyle agent's empty dashboard)", async () => {
    server.use(
      http.get('/api/sales/leads', () => HttpResponse.json({ items: [], nextCursor: null })),
      http.get('/api/sales/reports', () => HttpResponse.json({ rows: [] })),
    )
    renderInRouter(() => <Page hotelSearch={false} />)
    await screen.findByRole('heading', { name: 'No leads yet' })
    expect(screen.getByRole('link', { name: 'Search properties' })).toBeTruthy()
    expect(screen.queryByRole('link', { name: 'Search hotels' })).toBeNull()
  })

  it('says when the stay range is reversed', async () => {
    answerPages()
    renderInRouter(() => <Page initial={{ from: '2027-01-20', to: '2027-01-10' }} />)
    expect((await screen.findByRole('alert')).textContent).toBe('Stay to is before Stay from')
    expect(screen.getByLabelText('Stay to').getAttribute('aria-invalid')).toBe('true')
    fireEvent.change(screen.getByLabelText('Stay to'), { target: { value: '2027-01-27' } })
    await waitFor(() => expect(screen.queryByText('Stay to is before Stay from')).toBeNull())
  })

  it('offers to try again when the list fails', async () => {
    server.use(
      http.get('/api/sales/leads', () => HttpResponse.json({ message: 'boom' }, { status: 500 })),
      http.get('/api/sales/reports', () => HttpResponse.json({ message: 'boom' }, { status: 500 })),
    )
    renderInRouter(() => <Page />)
    await screen.findByText('The leads could not be loaded.')
    expect(screen.getByRole('button', { name: 'Try again' })).toBeTruthy()
  })
})
