import { fireEvent, screen, waitFor, within } from '@testing-library/react'
import { HttpResponse, http } from 'msw'
import { describe, expect, it } from 'vitest'
import type { HotelContent } from '#domain/extranet/content.ts'
import { setupMswServer } from '#test/msw-server.ts'
import { renderInRouter } from '#test/render-in-router.tsx'
import { ContentEditor } from './content-editor.tsx'

const server = setupMswServer()
const HOTEL = 'a'.repeat(24)
const blank = { en: '', de: '' }
const parts = {
  bestFor: '',
  hotel: 'Old walls',
  location: '',
  foodAndBeverage: '',
  wellness: '',
  onSiteActivities: '',
  offSiteActivities: '',
  sustainability: '',
}
const CONTENT: HotelContent = {
  description: { en: parts, de: { ...parts, hotel: '' } },
  reservationPhone: null,
  reservationHours: blank,
  images: [],
  diningVenues: [],
  facilities: [],
  checkIn: {
    startTime: '15:00',
    endTime: '',
    minAge: 18,
    deposit: blank,
    instructions: blank,
    isCreditCardRequired: true,
    isPhotoIdRequired: true,
  },
  agePolicy: { isAdultsOnlyHotel: false, minGuestAge: 0, maxAgeConsideredInfant: 2, maxAgeConsideredChild: 12 },
  petPolicy: { arePetsAllowed: false, restrictions: blank },
  smokingPolicy: blank,
  bookingPolicyMarkdown: blank,
  houseRulesMarkdown: blank,
  salesManagers: [],
  programIds: ['p1'],
  isChatEnabled: true,
  miceFacilities: [],
}

/** The content answer, the fixed lists, and the saves (each PUT's body). */
function serve() {
  const saved: Record<string, unknown>[] = []
  server.use(
    http.get(`/api/extranet/hotels/${HOTEL}/content`, () =>
      HttpResponse.json({ content: CONTENT, version: 3, versions: [] }),
    ),
    http.get('/api/facilities', () =>
      HttpResponse.json([
        { _id: 'f-spa', kind: 'hotel', name: 'Spa' },
        { _id: 'f-pool', kind: 'hotel', name: 'Indoor pool' },
      ]),
    ),
    http.get('/api/programs', () =>
      HttpResponse.json([
        { _id: 'p1', name: 'Virtuoso', logoInline: '', isVisibleInHotelSearch: true },
        { _id: 'p2', name: 'Serandipians', logoInline: '', isVisibleInHotelSearch: false },
      ]),
    ),
    http.put(`/api/extranet/hotels/${HOTEL}/content`, async ({ request }) => {
      saved.push((await request.json()) as Record<string, unknown>)
      return HttpResponse.json({ version: 4 })
    }),
  )
  return saved
}

const save = () => fireEvent.click(screen.getByRole('button', { name: 'Save the hotel page' }))

describe('the hotel page editor: facilities, age policy, sales managers, MICE, programs', () => {
  it('an admin adds a sales manager (a wrong e-mail is said beside it, nothing typed lost), a facility in German, a MICE room and a program', async () => {
    const saved = serve()
    renderInRouter(() => <ContentEditor hotelId={HOTEL} canChangePrograms />)
    await screen.findByRole('button', { name: 'Add a sales manager' })

    fireEvent.click(screen.getByRole('button', { name: 'Add a sales manager' }))
    const manager = screen.getByRole('group', { name: 'New sales manager' })
    fireEvent.change(within(manager).getByLabelText('Full name'), { target: { value: 'Anne Passédat' } })
    fireEvent.change(within(manager).getByLabelText('E-mail'), { target: { value: 'anne@' } })
    save()
    const email = within(manager).getByLabelText('E-mail')
    await waitFor(() => expect(email.getAttribute('aria-invalid')).toBe('true'))
    expect(email.closest('.field')!.textContent).toContain('Please enter a valid e-mail address')
    expect(saved).toEqual([])
    expect((screen.getByLabelText('Full name') as HTMLInputElement).value).toBe('Anne Passédat')
    fireEvent.change(email, { target: { value: 'anne@hotel.example' } })

    fireEvent.click(screen.getByRole('button', { name: 'Add a facility' }))
    const facility = screen.getByRole('group', { name: 'New facility' })
    await within(facility).findByRole('option', { name: 'Indoor pool' })
    fireEvent.change(within(facility).getByLabelText('Facility'), { target: { value: 'f-pool' } })
    fireEvent.click(screen.getByRole('button', { name: 'Deutsch' }))
    fireEvent.change(within(facility).getByLabelText('Price, e.g. Included (Deutsch)'), {
      target: { value: 'Inklusive' },
    })

    fireEvent.change(screen.getByLabelText('Infants up to (age)'), { target: { value: '3' } })
    fireEvent.click(screen.getByRole('button', { name: 'Add a MICE facility' }))
    const mice = screen.getByRole('group', { name: 'New MICE facility' })
    fireEvent.change(within(mice).getByLabelText('Name of the room'), { target: { value: 'Salon' } })
    fireEvent.change(within(mice).getByLabelText('Ceiling height'), { target: { value: '3,5' } })
    fireEvent.change(within(mice).getByLabelText('Description (Markdown) (Deutsch)'), {
      target: { value: 'Ein heller Saal' },
    })
    fireEvent.click(within(mice).getByRole('button', { name: 'Add a configuration' }))
    fireEvent.change(within(mice).getByLabelText('Configuration, e.g. Theatre'), { target: { value: 'Theatre' } })
    fireEvent.change(within(mice).getByLabelText('Guests at most'), { target: { value: '40' } })

    const programs = screen.getByRole('group', { name: 'Programs (our admins only)' })
    fireEvent.click(await within(programs).findByLabelText('Serandipians'))
    save()
    await waitFor(() => expect(saved).toHaveLength(1))
    const body = saved[0]!
    expect(body.baseVersion).toBe(3)
    expect(body.salesManagers).toEqual([{ fullName: 'Anne Passédat', email: 'anne@hotel.example', image: '' }])
    expect(body.facilities).toEqual([
      { facilityId: 'f-pool', priceText: { en: '', de: 'Inklusive' }, description: blank },
    ])
    expect(body.agePolicy).toMatchObject({ maxAgeConsideredInfant: 3 })
    expect(body.miceFacilities).toEqual([
      expect.objectContaining({
        name: 'Salon',
        description: { en: '', de: 'Ein heller Saal' },
        dimensions: { area: 0, length: 0, width: 0, ceilingHeight: 3.5, unit: 'metric' },
        configurations: [{ name: 'Theatre', type: '', maxOccupancy: 40 }],
      }),
    ])
    expect(body.programIds).toEqual(['p1', 'p2'])
  })

  it('infants older than children are said under the ages; a facility chosen twice under the facilities', async () => {
    const saved = serve()
    renderInRouter(() => <ContentEditor hotelId={HOTEL} canChangePrograms />)
    await screen.findByRole('button', { name: 'Add a facility' })
    fireEvent.change(screen.getByLabelText('Infants up to (age)'), { target: { value: '14' } })
    fireEvent.click(screen.getByRole('button', { name: 'Add a facility' }))
    fireEvent.click(screen.getByRole('button', { name: 'Add a facility' }))
    const [first, second] = screen.getAllByRole('group', { name: 'New facility' })
    await within(first!).findByRole('option', { name: 'Spa' })
    fireEvent.change(within(first!).getByLabelText('Facility'), { target: { value: 'f-spa' } })
    fireEvent.change(within(second!).getByLabelText('Facility'), { target: { value: 'f-spa' } })
    save()
    const ages = screen.getByRole('group', { name: 'Age policy' })
    expect((await within(ages).findByRole('alert')).textContent).toBe(
      'An infant is younger than a child: please check the ages',
    )
    const facilities = screen.getByRole('group', { name: 'Facilities' })
    expect(within(facilities).getByText('This facility is listed twice')).toBeTruthy()
    expect(saved).toEqual([])
    expect((screen.getByLabelText('Infants up to (age)') as HTMLInputElement).value).toBe('14')
  })

  it("a hotel's team never sees the programs, and its save sends them back as they are", async () => {
    const saved = serve()
    renderInRouter(() => <ContentEditor hotelId={HOTEL} />)
    await screen.findByRole('button', { name: 'Add a sales manager' })
    expect(screen.queryByText('Programs (our admins only)')).toBeNull()
    expect(screen.queryByLabelText('Virtuoso')).toBeNull()
    fireEvent.click(screen.getByLabelText('Adults only'))
    save()
    await waitFor(() => expect(saved).toHaveLength(1))
    expect(saved[0]!.programIds).toEqual(['p1'])
    expect(saved[0]!.agePolicy).toMatchObject({ isAdultsOnlyHotel: true })
  })
})
