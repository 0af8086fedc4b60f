import { QueryClient, QueryClientProvider } from '@tanstack/react-query'
import { fireEvent, screen, waitFor } from '@testing-library/react'
import { HttpResponse, http } from 'msw'
import { describe, expect, it } from 'vitest'
import { DEFAULT_BRAND } from '#domain/brand/brand.ts'
import type { Stay } from '#domain/catalogue/types.ts'
import { setupMswServer } from '#test/msw-server.ts'
import { renderWithI18n } from '#test/render.tsx'
import { BrandProvider } from '#lib/brand/brand-context.tsx'
import { PropertyEnquiryForm } from './property-enquiry-form.tsx'

const server = setupMswServer()

const property = {
  _id: 'a'.repeat(24),
  name: 'Chalet Edelweiss',
  city: 'Zermatt',
  serviceLevels: ['Catered', 'Selfcatered'],
}
const stay = (checkIn: string, checkOut: string, available: boolean): Stay => ({
  _id: checkIn,
  _property: property._id,
  checkIn,
  checkOut,
  available,
  rates: {},
})
const stays = [stay('2099-01-03', '2099-01-10', true), stay('2099-01-10', '2099-01-17', false)]

function renderForm() {
  const client = new QueryClient({ defaultOptions: { mutations: { retry: false } } })
  renderWithI18n(
    <QueryClientProvider client={client}>
      <BrandProvider brand={DEFAULT_BRAND}>
        <PropertyEnquiryForm property={property} stays={stays} />
      </BrandProvider>
    </QueryClientProvider>,
  )
}

const change = (label: string, value: string) => fireEvent.change(screen.getByLabelText(label), { target: { value } })

describe('PropertyEnquiryForm', () => {
  it('orders the service levels by catering and tells a sold period', async () => {
    renderForm()
    const options = [...(screen.getByLabelText('Service level') as HTMLSelectElement).options].map((o) => o.value)
    expect(options).toEqual(['', 'Selfcatered', 'Catered'])
    change('Check-in', '2099-01-10')
    change('Check-out', '2099-01-17')
    expect(screen.getByText('Already booked in this period.')).toBeTruthy()
    fireEvent.click(screen.getByRole('button', { name: 'Proceed' }))
    expect(
      await screen.findByText('The property is sold in your desired period. Please choose a different period.'),
    ).toBeTruthy()
    change('Check-in', '2099-02-06')
    change('Check-out', '2099-02-13')
    expect(screen.getByText('On request – we check this period with the owner for you.')).toBeTruthy()
  })

  it('goes through both steps, keeps values when going back and sends the enquiry', async () => {
    let body: Record<string, unknown> = {}
    let key: string | null = null
    server.use(
      http.post('/api/mailer', async ({ request }) => {
        body = (await request.json()) as Record<string, unknown>
        key = request.headers.get('idempotency-key')
        return HttpResponse.json({ _id: 'b'.repeat(24) }, { status: 201 })
      }),
    )
    renderForm()
    change('Check-in', '2099-01-03')
    change('Check-out', '2099-01-10')
    change('Service level', 'Catered')
    change('Children', '1')
    fireEvent.click(screen.getByRole('checkbox'))
    fireEvent.click(screen.getByRole('button', { name: 'Proceed' }))
    expect(await screen.findByRole('heading', { name: 'How can we reach you?' })).toBeTruthy()
    change('Full name', 'Clara Weiss')
    fireEvent.click(screen.getByRole('button', { name: 'Go back' }))
    expect(((await screen.findByLabelText('Check-in')) as HTMLInputElement).value).toBe('2099-01-03')
    fireEvent.click(screen.getByRole('button', { name: 'Proceed' }))
    expect(((await screen.findByLabelText('Full name')) as HTMLInputElement).value).toBe('Clara Weiss')
    change('Email', 'clara@example.com')
    change('Phone', '+41 79 123 45 67')
    change('City of origin', 'Zurich')
    fireEvent.click(screen.getByRole('button', { name: 'Send enquiry' }))
    expect(await screen.findByText('Thank you for your enquiry.')).toBeTruthy()
    await waitFor(() => expect(key).toBeTruthy())
    expect(body).toMatchObject({
      subject: 'New property enquiry',
      propertyId: property._id,
      checkIn: '2099-01-03',
      checkOut: '2099-01-10',
      serviceLevel: 'Catered',
      adults: 2,
      children: 1,
      contactConsent: true,
      fullname: 'Clara Weiss',
      city: 'Zurich',
      language: 'en',
    })
  })
})
