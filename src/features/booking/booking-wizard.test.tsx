import { QueryClient, QueryClientProvider } from '@tanstack/react-query'
import { fireEvent, screen, waitFor } from '@testing-library/react'
import { HttpResponse, http } from 'msw'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { DEFAULT_BRAND } from '#domain/brand/brand.ts'
import type { Stay } from '#domain/catalogue/types.ts'
import { BrandProvider } from '#lib/brand/brand-context.tsx'
import { setupMswServer } from '#test/msw-server.ts'
import { renderWithI18n } from '#test/render.tsx'
import { Toaster } from '#ui/toast/toaster.tsx'
import type { BookingValues } from './booking-form.ts'
import { EMPTY_BOOKING, leadFormConfig } from './booking-form.ts'
import { BookingWizard } from './booking-wizard.tsx'
import type { WizardContext } from './wizard-context.ts'

const server = setupMswServer()

const PROPERTY = 'b'.repeat(24)
const stays: Stay[] = [
  {
    _id: 's1',
    _property: PROPERTY,
    checkIn: '2099-01-03',
    checkOut: '2099-01-10',
    available: true,
    rates: { Catered: 20000 },
  },
]
const sales = {
  acceptedPaymentMethods: ['creditCard', 'bankTransfer'] as ('creditCard' | 'bankTransfer')[],
  creditCardFeeRatio: 0.03,
  cancellationTerms: [],
  paymentTerms: [],
  prepaymentRatio: 0.35,
  securityDeposit: 0,
  securityDepositType: 'blocked' as const,
  termsAndConditions: '',
  _rentalChannel: 'x',
}
const ctx: WizardContext = {
  kind: 'book-now',
  intent: 'booking',
  property: {
    _id: PROPERTY,
    name: 'Chalet Test',
    city: 'Zermatt',
    currency: 'EUR',
    beds: { adults: 4, children: 2 },
    serviceLevels: ['Catered'],
    salesInformation: sales,
  },
  stays,
  staysLoaded: true,
  config: leadFormConfig(DEFAULT_BRAND, 'agent', true),
  commissionLevels: null,
  accepted: ['creditCard', 'bankTransfer'],
  keptPeriod: null,
  storedCard: null,
  discountStatus: 'requestedBooking',
  maxPax: 6,
  today: '2098-12-01',
}
const initial: BookingValues = {
  ...EMPTY_BOOKING,
  checkInDate: '2099-01-03',
  checkOutDate: '2099-01-10',
  serviceLevel: 'Catered',
  pax: '2',
  firstName: 'Ada',
  lastName: 'Lovelace',
}

function renderWizard() {
  const client = new QueryClient({ defaultOptions: { mutations: { retry: false } } })
  renderWithI18n(
    <QueryClientProvider client={client}>
      <BrandProvider brand={DEFAULT_BRAND}>
        <BookingWizard
          ctx={ctx}
          summaryCtx={{ stays, currency: 'EUR', salesInformation: sales, commissionLevels: null, today: ctx.today }}
          initial={initial}
          draftScope="test"
          leadId={null}
          stepLabels={['Details', 'Payment', 'Summary']}
        />
        <Toaster />
      </BrandProvider>
    </QueryClientProvider>,
  )
}

const change = (label: string, value: string) => fireEvent.change(screen.getByLabelText(label), { target: { value } })

afterEach(() => {
  sessionStorage.clear()
  vi.restoreAllMocks()
})

describe('BookingWizard', () => {
  it('goes through the steps by card, sends once with an Idempotency-Key, and says why a submit failed', async () => {
    const sent: { body: Record<string, unknown>; key: string | null }[] = []
    server.use(
      http.post('*/api/sales/leads/new/property', async ({ request }) => {
        sent.push({
          body: (await request.json()) as Record<string, unknown>,
          key: request.headers.get('Idempotency-Key'),
        })
        return HttpResponse.json({ message: 'Unfortunately, we can not provide a price' }, { status: 400 })
      }),
    )
    renderWizard()
    fireEvent.click(screen.getByRole('button', { name: 'Proceed' }))
    fireEvent.click(await screen.findByRole('radio', { name: 'Credit card' }))
    expect(screen.getByText('Credit card fee (3%): EUR 600')).toBeTruthy()
    change('Card number', '4111111111111111')
    expect((screen.getByLabelText('Card number') as HTMLInputElement).value).toBe('4111 1111 1111 1111')
    change('Name on the card', 'Ada Lovelace')
    change('Month (MM)', '09')
    change('Year (YY)', '31')
    change('Security code (CVV)', '8264')
    fireEvent.click(screen.getByRole('button', { name: 'Proceed' }))
    await screen.findByText('Total')
    expect(screen.getAllByText('EUR 20 600')).toHaveLength(2) // total, and the prepayment: the final payment day is past
    expect(screen.getByText('To be announced')).toBeTruthy()
    // the draft never holds the card number or the CVV
    const draft = sessionStorage.getItem('lds.lead-draft:test') ?? ''
    expect(draft).toContain('Lovelace')
    expect(draft).not.toContain('4111')
    expect(draft).not.toContain('8264')

    fireEvent.click(screen.getByRole('button', { name: 'Send booking request' }))
    expect(await screen.findByText('Please accept this disclaimer')).toBeTruthy()
    fireEvent.click(screen.getByRole('checkbox'))
    // three presses at once send one request
    const send = screen.getByRole('button', { name: 'Send booking request' })
    fireEvent.click(send)
    fireEvent.click(send)
    fireEvent.click(send)
    await screen.findByText(/Unfortunately, an error occured\./)
    expect(sent).toHaveLength(1)
    expect(sent[0]!.key).toBeTruthy()
    expect(sent[0]!.body).toMatchObject({
      intent: 'booking',
      ccNumber: '4111 1111 1111 1111',
      payments: { isPaidByCreditCard: true, subTotal: 20000, creditCardFeeTotal: 600 },
    })
    // locked after the failure until 'Try again'; the retry of the same content keeps its key
    expect((screen.getByRole('button', { name: 'Send booking request' }) as HTMLButtonElement).disabled).toBe(true)
    fireEvent.click(screen.getByRole('button', { name: 'Try again' }))
    fireEvent.click(screen.getByRole('button', { name: 'Send booking request' }))
    await waitFor(() => expect(sent).toHaveLength(2))
    expect(sent[1]!.key).toBe(sent[0]!.key)
  })

  it('offline, says in its own words that sending needs a connection, sends nothing and keeps what was typed', async () => {
    const sent: unknown[] = []
    server.use(
      http.post('*/api/sales/leads/new/property', () => (sent.push(1), HttpResponse.json({}, { status: 500 }))),
    )
    renderWizard()
    fireEvent.click(screen.getByRole('button', { name: 'Proceed' }))
    fireEvent.click(await screen.findByRole('radio', { name: 'Bank transfer' }))
    fireEvent.click(screen.getByRole('button', { name: 'Proceed' }))
    await screen.findByText('Total')
    fireEvent.click(screen.getByRole('checkbox'))
    vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(false)
    window.dispatchEvent(new Event('offline'))
    fireEvent.click(screen.getByRole('button', { name: 'Send booking request' }))
    const words =
      'Sending needs a connection. You are offline: nothing you typed is lost; send again once you are back online.'
    expect(await screen.findByText(words)).toBeTruthy()
    expect(screen.queryByText(/You are offline\. Nothing you typed is lost/)).toBeNull()
    expect(sent).toHaveLength(0)
    expect(sessionStorage.getItem('lds.lead-draft:test') ?? '').toContain('Lovelace')
  })

  it('shows the no-price toast (5 s, the pricing toast) in the app toaster when the period and service level have no price', async () => {
    renderWizard()
    change('Check-in', '2099-02-06')
    change('Check-out', '2099-02-13')
    const toaster = screen.getByRole('status', { name: 'Notifications' })
    await waitFor(() =>
      expect(toaster.textContent).toContain(
        'Unfortunately, we can not provide a price for the given period and service level. Please choose different values.',
      ),
    )
  })
})
