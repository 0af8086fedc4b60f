import { fireEvent, screen, waitFor } from '@testing-library/react'
import { HttpResponse, http } from 'msw'
import { describe, expect, it } from 'vitest'
import { setupMswServer } from '#test/msw-server.ts'
import { renderInRouter } from '#test/render-in-router.tsx'
import { PropertiesPage } from './properties-page.tsx'
import { PropertyEditor } from './property-editor.tsx'
import type { PropertyAnswer } from './queries.ts'

const server = setupMswServer()
const ANSWER: PropertyAnswer = {
  property: {
    id: 'a'.repeat(24),
    slug: 'chalet-a',
    name: 'Chalet A',
    city: 'Verbier',
    country: 'Switzerland',
    operator: 'Haute Montagne Collection',
    priceFrom: 12_000,
    propertyType: 'Chalet',
    bedrooms: 5,
    bedsAdults: 10,
    bedsChildren: null,
    currency: 'CHF',
    petsAllowed: false,
    serviceLevels: ['Catered'],
    servicesIncluded: { Catered: [{ service: 'Chef' }] },
    equipmentIncluded: [{ equipment: 'Sauna' }],
    facilities: ['f1'],
    distances: { skiLift: 200, resortCentre: 800, airport: 120, airportName: 'Geneva' },
    description: { en: 'A chalet', de: 'Ein Chalet' },
    latitude: 46.1,
    longitude: 7.2,
    images: ['/a.jpg', '/b.jpg'],
    floorplans: [],
    salesInformation: null,
  },
  facilities: [
    { id: 'f1', name: { en: 'Sauna', de: 'Sauna' } },
    { id: 'f2', name: { en: 'Hot tub', de: 'Whirlpool' } },
  ],
}

describe('PropertyEditor', () => {
  it('says a bad number beside its field and sends nothing; then saves every field; a refusal keeps what was typed', async () => {
    const sent: Record<string, unknown>[] = []
    let refuse = false
    server.use(
      http.patch(`/api/extranet/properties/${ANSWER.property.id}`, async ({ request }) => {
        sent.push((await request.json()) as Record<string, unknown>)
        return refuse
          ? HttpResponse.json(
              {
                message: 'Please choose facilities from the list',
                errors: { facilities: 'Please choose facilities from the list' },
              },
              { status: 400 },
            )
          : HttpResponse.json({ _id: ANSWER.property.id })
      }),
    )
    let saved = 0
    renderInRouter(() => <PropertyEditor answer={ANSWER} onSaved={() => saved++} />)
    fireEvent.change(await screen.findByLabelText('Bedrooms'), { target: { value: 'five' } })
    fireEvent.click(screen.getByRole('button', { name: 'Save the property' }))
    expect(await screen.findByText('Please enter a whole number from 0 to 100')).toBeTruthy()
    expect(screen.getByText('Nothing was saved: please check the fields marked above.')).toBeTruthy()
    expect(sent).toEqual([])

    fireEvent.change(screen.getByLabelText('Bedrooms'), { target: { value: '6' } })
    fireEvent.change(screen.getByLabelText('Description (Deutsch, Markdown)'), {
      target: { value: 'Ein neues Chalet' },
    })
    fireEvent.click(screen.getByLabelText('Hot tub'))
    fireEvent.click(screen.getByRole('button', { name: 'Move image 2 up' }))
    fireEvent.click(screen.getByLabelText('This property has sales information'))
    fireEvent.click(screen.getByRole('button', { name: 'Add a cancellation term' }))
    fireEvent.change(screen.getByLabelText('Days before check-in'), { target: { value: '60' } })
    fireEvent.change(screen.getByLabelText('Share refunded (0 to 1)'), { target: { value: '0,5' } })
    fireEvent.click(screen.getByRole('button', { name: 'Save the property' }))
    await waitFor(() => expect(saved).toBe(1))
    expect(sent[0]).toMatchObject({
      bedrooms: 6,
      description: { en: 'A chalet', de: 'Ein neues Chalet' },
      facilities: ['f1', 'f2'],
      images: ['/b.jpg', '/a.jpg'],
      servicesIncluded: { Catered: [{ service: 'Chef' }] },
      salesInformation: {
        cancellationTerms: [{ daysBeforeCheckIn: 60, refundRatio: 0.5 }],
        securityDepositType: 'blocked',
      },
    })

    refuse = true
    fireEvent.change(screen.getByLabelText('Name'), { target: { value: 'Chalet B' } })
    fireEvent.click(screen.getByRole('button', { name: 'Save the property' }))
    expect((await screen.findByRole('alert')).textContent).toBe('Please choose facilities from the list')
    expect((screen.getByLabelText('Name') as HTMLInputElement).value).toBe('Chalet B')
    expect(saved).toBe(1)
  })
})

describe('PropertiesPage', () => {
  it('lists the kept properties, searched by name (any case, accents); a 403 says who may', async () => {
    server.use(
      http.get('/api/extranet/properties', () =>
        HttpResponse.json({
          properties: [
            {
              id: '1',
              name: 'Chalet Édelweiss',
              city: 'Verbier',
              country: 'Switzerland',
              propertyType: 'Chalet',
              operator: 'H',
              priceFrom: 9000,
              currency: 'CHF',
            },
            {
              id: '2',
              name: 'Villa Rosa',
              city: 'Megève',
              country: 'France',
              propertyType: 'Villa',
              operator: 'H',
              priceFrom: null,
              currency: 'EUR',
            },
          ],
        }),
      ),
    )
    let query = 'edel'
    const view = renderInRouter(() => <PropertiesPage query={query} onQuery={(q) => (query = q)} />)
    expect(await screen.findByRole('link', { name: 'Chalet Édelweiss' })).toBeTruthy()
    expect(screen.queryByRole('link', { name: 'Villa Rosa' })).toBeNull()
    expect(screen.getByText('1 of 2 properties')).toBeTruthy()
    fireEvent.change(screen.getByLabelText('Search by name'), { target: { value: 'rosa' } })
    expect(query).toBe('rosa')
    view.unmount()

    server.use(
      http.get('/api/extranet/properties', () =>
        HttpResponse.json(
          { message: "Only the property's operator and our admins can change its stays" },
          { status: 403 },
        ),
      ),
    )
    renderInRouter(() => <PropertiesPage query="" onQuery={() => {}} />)
    expect((await screen.findByRole('alert')).textContent).toMatch(/Only the property's operator and our admins/)
  })
})
