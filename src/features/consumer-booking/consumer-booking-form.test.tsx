import { QueryClient, QueryClientProvider } from '@tanstack/react-query'
import { fireEvent, screen, waitFor } from '@testing-library/react'
import { HttpResponse, http } from 'msw'
import { describe, expect, it } from 'vitest'
import { CONSUMER_BRAND } from '#domain/brand/brand.ts'
import type { Stay } from '#domain/catalogue/types.ts'
import { setupMswServer } from '#test/msw-server.ts'
import { renderWithI18n } from '#test/render.tsx'
import { BrandProvider } from '#lib/brand/brand-context.tsx'
import type { BookingProperty } from './booking-form-types.ts'
import { ConsumerBookingForm } from './consumer-booking-form.tsx'

const server = setupMswServer()

const property: BookingProperty = {
  _id: 'a'.repeat(24),
  name: 'Chalet Edelweiss',
  basePath: '/chalets/switzerland/zermatt/chalet-edelweiss',
  currency: 'CHF',
  operator: 'Alpenglow Retreats',
  beds: { adults: 4, children: 0 },
  petsAllowed: true,
  serviceLevels: ['Catered'],
  salesInformation: {
    acceptedPaymentMethods: ['creditCard', 'bankTransfer'],
    creditCardFeeRatio: 0.03,
    cancellationTerms: [],
    paymentTerms: [{ daysBeforeCheckIn: 84, paymentRatio: 0.65 }],
    prepaymentRatio: 0.35,
    securityDeposit: 5000,
    securityDepositType: 'blocked',
    termsAndConditions: 'The lessor’s own terms.',
    _rentalChannel: 'x',
  },
}
const stay = (checkIn: string, checkOut: string, available: boolean, rate: number | null): Stay => ({
  _id: checkIn,
  _property: property._id,
  checkIn,
  checkOut,
  available,
  rates: { Catered: rate },
})
const stays = [
  stay('2099-01-03', '2099-01-10', true, 20_000),
  stay('2099-01-10', '2099-01-17', false, 20_000),
  stay('2099-01-17', '2099-01-24', true, null),
]

const COUNTRY_NAMES = ['Austria', 'France', 'Germany', 'Switzerland']

function renderForm(countryNames: 'answer' | 'fail' = 'answer') {
  server.use(
    http.get('*/api/country-names', () =>
      countryNames === 'answer' ? HttpResponse.json(COUNTRY_NAMES) : HttpResponse.json({}, { status: 503 }),
    ),
  )
  const client = new QueryClient({ defaultOptions: { mutations: { retry: false } } })
  renderWithI18n(
    <QueryClientProvider client={client}>
      <BrandProvider brand={CONSUMER_BRAND}>
        <ConsumerBookingForm property={property} stays={stays} onClose={() => undefined} />
      </BrandProvider>
    </QueryClientProvider>,
  )
}

const change = (label: string, value: string) => fireEvent.change(screen.getByLabelText(label), { target: { value } })
const period = (checkIn: string, checkOut: string) => {
  change('Check-in', checkIn)
  change('Check-out', checkOut)
}

describe('ConsumerBookingForm', () => {
  it('shows the price summary, the period-sold message and the no-price text as the period changes', () => {
    renderForm()
    expect(screen.getByText('Choose your period and service level to see the price.')).toBeTruthy()
    period('2099-01-03', '2099-01-10')
    // bank transfer is the default where both are accepted: no card fee
    expect(screen.getByText('CHF 20 000', { selector: '.booking-summary__row--total dd' })).toBeTruthy()
    expect(screen.queryByText(/Credit card fee/)).toBeNull()
    fireEvent.click(screen.getByLabelText('Credit card'))
    expect(screen.getByText('Credit card fee (3%)')).toBeTruthy()
    expect(screen.getByText('CHF 20 600', { selector: '.booking-summary__row--total dd' })).toBeTruthy()
    expect(screen.getByText(/We ask for no card number here/)).toBeTruthy()
    period('2099-01-10', '2099-01-17')
    expect(
      screen.getByText('The property is sold in your desired period. Please choose a different period.'),
    ).toBeTruthy()
    period('2099-01-17', '2099-01-24')
    expect(screen.getByText(/^Unfortunately, we can not provide a price/)).toBeTruthy()
  })

  it('asks the country with a select of the country names (GET /api/country-names)', async () => {
    renderForm()
    const select = await screen.findByRole('combobox', { name: 'Country' })
    const options = [...(select as HTMLSelectElement).options].map((option) => option.text)
    expect(options).toEqual(['Choose a country', ...COUNTRY_NAMES])
    fireEvent.change(select, { target: { value: 'Germany' } })
    expect((select as HTMLSelectElement).value).toBe('Germany')
  })

  it('asks the country in a text field when the country names cannot be had', async () => {
    renderForm('fail')
    await new Promise((resolve) => setTimeout(resolve, 50))
    const field = screen.getByLabelText('Country')
    expect(field.tagName).toBe('INPUT')
  })

  it('tells every consent, too many travelers and the missing pet details, and sends nothing', async () => {
    let posted = 0
    server.use(http.post('*/api/bookings/consumer', () => (posted++, HttpResponse.json({}, { status: 500 }))))
    renderForm()
    fireEvent.click(screen.getByRole('button', { name: 'Book now' }))
    for (const text of [
      'Please accept the privacy policy',
      'Please accept the sales policy',
      'Please accept the terms and conditions',
      "Please accept the lessor's terms and conditions",
      'Please enter your first name',
    ])
      expect(await screen.findByText(text)).toBeTruthy()
    change('Adults', '5')
    expect(await screen.findByText('Please enter less travelers')).toBeTruthy()
    // the error is about adults and children together: the adults' select carries it
    const adults = screen.getByLabelText('Adults')
    expect(adults.getAttribute('aria-invalid')).toBe('true')
    expect(adults.getAttribute('aria-describedby')).toContain('booking-pax-error')
    fireEvent.click(screen.getByLabelText('I bring a pet'))
    expect(await screen.findByText('Please tell us which pet you bring')).toBeTruthy()
    expect(posted).toBe(0)
  })

  it('sends the booking and shows the success text with the reference, or the failure text', async () => {
    let body: Record<string, unknown> | null = null
    let fail = true
    server.use(
      http.post('*/api/bookings/consumer', async ({ request }) => {
        body = (await request.json()) as Record<string, unknown>
        return fail
          ? HttpResponse.json(
              {
                message: 'Invalid request',
                errors: { checkIn: 'The property is sold in your desired period. Please choose a different period.' },
              },
              { status: 400 },
            )
          : HttpResponse.json(
              { _id: 'b'.repeat(24), reference: 'WEB-ABCD2345', status: 'requestedBooking' },
              { status: 201 },
            )
      }),
    )
    renderForm()
    await screen.findByRole('combobox', { name: 'Country' })
    period('2099-01-03', '2099-01-10')
    for (const [label, value] of [
      ['First name', 'Clara'],
      ['Last name', 'Weiss'],
      ['Full name for the invoice', 'Clara Weiss'],
      ['Address', 'Bahnhofstrasse 1'],
      ['City', 'Zurich'],
      ['Country', 'Switzerland'],
      ['Email', 'clara@example.com'],
      ['Phone', '+41 79 123 45 67'],
    ] as const)
      change(label, value)
    for (const box of screen.getAllByRole('checkbox')) fireEvent.click(box)
    fireEvent.click(screen.getByRole('button', { name: 'Book now' }))
    expect(await screen.findByText('A problem occurred. Please reach us via email or phone')).toBeTruthy()
    expect(
      screen.getAllByText('The property is sold in your desired period. Please choose a different period.').length,
    ).toBeGreaterThan(0)
    expect(body).toMatchObject({
      propertyId: property._id,
      adults: 2,
      children: 0,
      pax: 2,
      paymentMethod: 'bankTransfer',
      country: 'Switzerland',
      consents: { privacy: true, operatorTermsAndConditions: true },
    })
    fail = false
    fireEvent.click(screen.getByRole('button', { name: 'Book now' }))
    expect(
      await screen.findByText(
        'Thank you for your booking! We will send you a confirmation email within the next few minutes',
      ),
    ).toBeTruthy()
    await waitFor(() => expect(screen.getByText('Your reference: WEB-ABCD2345')).toBeTruthy())
  })
})
