import { fireEvent, screen } from '@testing-library/react'
import { HttpResponse, http } from 'msw'
import { describe, expect, it } from 'vitest'
import { DEFAULT_BRAND } from '#domain/brand/brand.ts'
import type { PropertyLeadDetail } from '#domain/leads/types.ts'
import { BrandProvider } from '#lib/brand/brand-context.tsx'
import { setupMswServer } from '#test/msw-server.ts'
import { renderInRouter } from '#test/render-in-router.tsx'
import { LeadPage } from './lead-page.tsx'

const server = setupMswServer()
const ID = 'a'.repeat(24)

const lead: PropertyLeadDetail = {
  _id: ID,
  kind: 'property',
  reference: 'L-2026-0001',
  status: 'requestedOption',
  property: {
    _id: 'b'.repeat(24),
    name: 'Chalet Alpenrose',
    city: 'Verbier',
    country: 'Switzerland',
    path: '/chalets/switzerland/verbier/chalet-alpenrose',
    thumbnail: '',
    images: [],
    currency: 'CHF',
  },
  period: { checkInDate: '2027-01-09', checkOutDate: '2027-01-16' },
  serviceLevel: 'Catered',
  client: { firstName: 'Ada', lastName: 'Berg', nationality: 'Swiss', amexCardMember: null },
  partner: { tls: 'TLS4711', cc: null },
  occupancy: { pax: 4 },
  payments: {
    isPaidByCreditCard: true,
    isNegotiatedPrice: false,
    creditCard: {
      masked: '•••• 4242',
      lastFour: '4242',
      name: 'Ada Berg',
      expirationMonth: '09',
      expirationYearShort: '29',
    },
  },
  priceSummary: null,
  requestPriceDiscount: false,
  bookingComments: null,
  agency: { _id: 'c'.repeat(24), name: 'Maison' },
  agent: { _id: 'd'.repeat(24), name: 'Sophie Laurent' },
  history: [
    {
      at: '2026-11-20T09:30:00Z',
      by: { _id: 'd'.repeat(24), name: 'Sophie Laurent' },
      from: null,
      to: 'requestedOption',
      note: null,
    },
  ],
  createdAt: '2026-11-20T09:30:00Z',
  updatedAt: '2026-11-20T09:30:00Z',
}

const render = (isAdmin: boolean) =>
  renderInRouter(() => (
    <BrandProvider brand={DEFAULT_BRAND}>
      <LeadPage leadId={ID} isAdmin={isAdmin} pdf={<button type="button">PDF</button>} />
    </BrandProvider>
  ))

describe('LeadPage', () => {
  it('shows an agent the lead with the masked card, its history and Book now, without the operator’s tools', async () => {
    server.use(http.get(`/api/sales/leads/${ID}`, () => HttpResponse.json(lead)))
    render(false)
    await screen.findByRole('heading', { level: 1, name: 'Ada Berg' })
    expect(screen.getByText(/•••• 4242/)).toBeTruthy()
    expect(screen.getByText('Created as Option requested')).toBeTruthy()
    expect(screen.getByRole('link', { name: 'Book now' }).getAttribute('href')).toBe(
      `${lead.property.path}/book-now?lead-id=${ID}`,
    )
    expect(screen.queryByRole('button', { name: 'Reveal card number' })).toBeNull()
    expect(screen.queryByRole('heading', { name: 'Operator decision' })).toBeNull()
  })

  it('words a change request in the history, the place and the period, and the card fee as a percent', async () => {
    const changed: PropertyLeadDetail = {
      ...lead,
      status: 'requestedBooking',
      priceSummary: {
        currency: 'CHF',
        subTotal: 20_000,
        creditCardFeeRatio: 0.0275,
        creditCardFeeTotal: 550,
        total: 20_550,
        prepayment: 7_000,
        finalPayment: 13_550,
        finalPaymentDueDate: '2026-12-01',
        securityDeposit: { amount: 0, type: null, dueDate: '2027-01-01' },
        commission: null,
      },
      history: [
        ...lead.history,
        { at: '2026-11-21T10:00:00Z', by: lead.agent, from: 'requestedOption', to: 'requestedBooking', note: null },
        {
          at: '2026-11-22T10:00:00Z',
          by: lead.agent,
          from: 'requestedBooking',
          to: 'requestedBooking',
          note: 'changeRequest',
        },
      ],
    }
    server.use(http.get(`/api/sales/leads/${ID}`, () => HttpResponse.json(changed)))
    render(false)
    await screen.findByRole('heading', { level: 1, name: 'Ada Berg' })
    expect(screen.getByText('Change requested')).toBeTruthy()
    expect(screen.queryByText('changeRequest')).toBeNull()
    expect(screen.getByText('Verbier, Switzerland')).toBeTruthy()
    expect(screen.getByText(/^9 Jan – 16 Jan 2027/)).toBeTruthy()
    expect(screen.getByText('Credit card fee (2,75%)')).toBeTruthy()
  })

  it('gives an admin the decisions of the status and a card reveal that is not cached', async () => {
    const posted: unknown[] = []
    server.use(
      http.get(`/api/sales/leads/${ID}`, () => HttpResponse.json(lead)),
      http.post(`/api/sales/leads/${ID}/card-reveal`, () =>
        HttpResponse.json({ number: '4242424242424242', revealedAt: '2026-11-26T10:00:00Z' }),
      ),
      http.post(`/api/sales/leads/${ID}/status`, async ({ request }) => {
        posted.push(await request.json())
        return HttpResponse.json({ _id: ID, status: 'confirmedOption' })
      }),
    )
    const { client } = render(true)
    await screen.findByRole('heading', { name: 'Operator decision' })
    expect(screen.getAllByRole('radio').map((r) => r.parentElement?.textContent)).toEqual([
      'Option confirmed',
      'Option declined',
    ])
    fireEvent.click(screen.getByRole('button', { name: 'Reveal card number' }))
    await screen.findByText('4242 4242 4242 4242')
    expect(
      JSON.stringify(
        client
          .getQueryCache()
          .getAll()
          .map((q) => q.state.data),
      ),
    ).not.toContain('4242424242424242')
    expect(client.getMutationCache().getAll()).toHaveLength(0)
    fireEvent.click(screen.getByRole('button', { name: 'Hide card number' }))
    expect(screen.queryByText('4242 4242 4242 4242')).toBeNull()

    fireEvent.click(screen.getByRole('radio', { name: 'Option confirmed' }))
    fireEvent.change(screen.getByLabelText('Note (optional)'), { target: { value: 'Owner agreed' } })
    fireEvent.click(screen.getByRole('button', { name: 'Save decision' }))
    await screen.findByText('The status was changed.')
    expect(posted).toEqual([{ to: 'confirmedOption', note: 'Owner agreed' }])
  })

  it('says that another agency’s lead does not exist', async () => {
    server.use(
      http.get(`/api/sales/leads/${ID}`, () => HttpResponse.json({ message: 'Lead not found' }, { status: 404 })),
    )
    render(false)
    await screen.findByText('This lead does not exist or belongs to another agency.')
    expect(screen.getByRole('link', { name: 'Back to the dashboard' })).toBeTruthy()
  })
})
