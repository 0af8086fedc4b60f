import { QueryClient, QueryClientProvider } from '@tanstack/react-query'
import {
  Outlet,
  RouterProvider,
  createMemoryHistory,
  createRootRoute,
  createRoute,
  createRouter,
} from '@tanstack/react-router'
import { fireEvent, screen, waitFor, within } from '@testing-library/react'
import { HttpResponse, http } from 'msw'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { HotelPageSearchSchema } from '#domain/hotels/hotel-page-search.ts'
import type { HotelDetail } from '#domain/hotels/types.ts'
import { setupMswServer } from '#test/msw-server.ts'
import { renderWithI18n } from '#test/render.tsx'
import { HOTEL_TAB_KEY } from './browser-memory.ts'
import { HotelPage } from './hotel-page.tsx'
import { DEMO_HOTEL, EMPTY_HOTEL, FULL_HOTEL } from './test-hotels.ts'

const server = setupMswServer()

function serve(...hotels: HotelDetail[]) {
  server.use(
    http.get('/api/hotels/:id', ({ params }) => {
      const hotel = hotels.find((h) => h._id === params.id)
      return hotel ? HttpResponse.json(hotel) : HttpResponse.json({ message: 'Hotel not found' }, { status: 404 })
    }),
  )
}

/** A screen of 800 px or more (wide) or a phone. */
function screenWidth(wide: boolean) {
  vi.stubGlobal('matchMedia', (query: string) => ({
    matches: wide && query === '(min-width: 800px)',
    addEventListener: () => undefined,
    removeEventListener: () => undefined,
  }))
}

function renderHotel(path: string, audience: 'agency' | 'visitor' = 'agency') {
  const root = createRootRoute({ component: Outlet })
  const hotelRoute = createRoute({
    getParentRoute: () => root,
    path: '/hotels/$hotelId',
    validateSearch: HotelPageSearchSchema,
    component: function HotelRoute() {
      const { hotelId } = hotelRoute.useParams()
      return (
        <HotelPage
          hotelId={hotelId}
          search={hotelRoute.useSearch()}
          rooms={<p>The rooms panel</p>}
          audience={audience}
        />
      )
    },
  })
  const router = createRouter({
    routeTree: root.addChildren([hotelRoute]),
    history: createMemoryHistory({ initialEntries: [path] }),
  })
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } })
  const result = renderWithI18n(
    <QueryClientProvider client={client}>
      <RouterProvider router={router} />
    </QueryClientProvider>,
  )
  return { ...result, router }
}

beforeEach(() => screenWidth(true))
afterEach(() => vi.unstubAllGlobals())

describe('HotelPage', () => {
  it('says it is loading, then shows the hotel with its header', async () => {
    serve(FULL_HOTEL)
    renderHotel(`/hotels/${FULL_HOTEL._id}`)
    expect(await screen.findByText('Loading hotel...')).toBeTruthy()
    expect(await screen.findByRole('heading', { level: 1, name: 'Hotel Alpenstern' })).toBeTruthy()
    expect(screen.getByRole('img', { name: '5 Star' })).toBeTruthy()
    expect(screen.getByRole('img', { name: 'Virtuoso' }).getAttribute('src')).toMatch(/^data:image\/svg\+xml/)
    expect(screen.getByText('Preferred Partner')).toBeTruthy()
    expect(document.title).toContain('Hotel Alpenstern')
  })

  it('cannot fetch an unknown hotel', async () => {
    serve()
    renderHotel('/hotels/0123456789abcdef0123ffff')
    expect(await screen.findByText('Unfortunately, we could not fetch this hotel')).toBeTruthy()
  })

  it('shows every empty-state text of a hotel that uploaded nothing, and the invitation', async () => {
    serve(EMPTY_HOTEL)
    renderHotel(`/hotels/${EMPTY_HOTEL._id}`)
    fireEvent.click(await screen.findByRole('button', { name: 'Expand all' }))
    for (const text of [
      'This hotel has no description.',
      'No dining venues uploaded.',
      'No facilities uploaded.',
      'No location set.',
      'No special instructions for check-in.',
      'No policy uploaded.',
    ])
      expect(screen.getByText(text)).toBeTruthy()
    expect(screen.getByRole('button', { name: 'Invite Hotel and Earn' })).toBeTruthy()
    // a visitor is asked to sign in for the invitation link
    expect(screen.getByText('Sign in to invite this hotel.')).toBeTruthy()
  })

  it('opens and closes the sections one by one, or all at once', async () => {
    serve(FULL_HOTEL)
    renderHotel(`/hotels/${FULL_HOTEL._id}`)
    const dining = await screen.findByRole('button', { name: 'Dining Venues' })
    const description = screen.getByRole('button', { name: 'Description' })
    expect(description.getAttribute('aria-expanded')).toBe('true')
    expect(dining.getAttribute('aria-expanded')).toBe('false')
    expect(screen.queryByRole('button', { name: 'Invite Hotel and Earn' })).toBeNull()
    fireEvent.click(dining)
    expect(dining.getAttribute('aria-expanded')).toBe('true')
    expect(screen.getByText('Le Sarment')).toBeTruthy()
    expect(screen.getByText('2 Michelin stars')).toBeTruthy()
    fireEvent.click(screen.getByRole('button', { name: 'Collapse all' }))
    const triggers = ['Description', 'Dining Venues', 'Facilities', 'Location', 'Check-in', 'Hotel Policy'].map(
      (name) => screen.getByRole('button', { name }),
    )
    expect(triggers.map((t) => t.getAttribute('aria-expanded'))).toEqual(Array(6).fill('false'))
    fireEvent.click(screen.getByRole('button', { name: 'Expand all' }))
    expect(triggers.map((t) => t.getAttribute('aria-expanded'))).toEqual(Array(6).fill('true'))
    fireEvent.click(screen.getByRole('button', { name: 'Facilities' }))
    expect(screen.getByRole('button', { name: 'Facilities' }).getAttribute('aria-expanded')).toBe('false')
    expect(screen.getByRole('button', { name: 'Location' }).getAttribute('aria-expanded')).toBe('true')
  })

  it('remembers the last opened tab for the session', async () => {
    serve(FULL_HOTEL)
    const first = renderHotel(`/hotels/${FULL_HOTEL._id}`)
    const sales = await screen.findByRole('tab', { name: 'Sales' })
    expect(screen.getByRole('tab', { name: 'Hotel' }).getAttribute('aria-selected')).toBe('true')
    fireEvent.mouseDown(sales)
    expect(sales.getAttribute('aria-selected')).toBe('true')
    expect(sessionStorage.getItem(HOTEL_TAB_KEY)).toBe('sales')
    expect(screen.getByText('9am to 5pm Monday to Saturday')).toBeTruthy()
    first.unmount()
    renderHotel(`/hotels/${FULL_HOTEL._id}`)
    expect((await screen.findByRole('tab', { name: 'Sales' })).getAttribute('aria-selected')).toBe('true')
  })

  it('has a MICE tab only for a standard demo hotel', async () => {
    serve(FULL_HOTEL, DEMO_HOTEL)
    const plain = renderHotel(`/hotels/${FULL_HOTEL._id}`)
    await screen.findByRole('tab', { name: 'Sales' })
    expect(screen.queryByRole('tab', { name: 'MICE' })).toBeNull()
    plain.unmount()
    renderHotel(`/hotels/${DEMO_HOTEL._id}`)
    fireEvent.mouseDown(await screen.findByRole('tab', { name: 'MICE' }))
    expect(screen.getByRole('heading', { name: 'Salon des Cimes' })).toBeTruthy()
  })

  it('shows a bottom nav with Hotel, Rooms and Enquiry on a phone', async () => {
    screenWidth(false)
    serve(DEMO_HOTEL)
    renderHotel(`/hotels/${DEMO_HOTEL._id}`)
    const nav = await screen.findByRole('tablist')
    expect(
      within(nav)
        .getAllByRole('tab')
        .map((tab) => tab.textContent),
    ).toEqual(['Hotel', 'Rooms', 'Enquiry'])
    // Sales and MICE join the Hotel view
    expect(screen.getByText('9am to 5pm Monday to Saturday')).toBeTruthy()
    expect(screen.getByRole('heading', { name: 'Salon des Cimes' })).toBeTruthy()
    fireEvent.mouseDown(within(nav).getByRole('tab', { name: 'Rooms' }))
    expect(screen.getByText('The rooms panel')).toBeTruthy()
    expect(screen.getByRole('heading', { name: 'SELECT YOUR PERIOD' })).toBeTruthy()
  })

  it('puts the chosen period into the address, keeping the payment profile, and opens the rooms', async () => {
    serve(FULL_HOTEL)
    const { router } = renderHotel(`/hotels/${FULL_HOTEL._id}?paymentProfile=AgencyPaysPackageRate`)
    const form = await screen.findByRole('form', { name: 'SELECT YOUR PERIOD' })
    fireEvent.change(within(form).getByLabelText('Check-in'), { target: { value: '2099-02-01' } })
    fireEvent.change(within(form).getByLabelText('Check-out'), { target: { value: '2099-01-25' } })
    fireEvent.click(within(form).getByRole('button', { name: 'Search' }))
    expect(await within(form).findByText('Check out date has to be after check in date')).toBeTruthy()
    fireEvent.change(within(form).getByLabelText('Check-out'), { target: { value: '2099-02-08' } })
    fireEvent.click(within(form).getByRole('button', { name: 'Search' }))
    await waitFor(() =>
      expect(router.state.location.search).toEqual({
        checkInDate: '2099-02-01',
        checkOutDate: '2099-02-08',
        paymentProfile: 'AgencyPaysPackageRate',
      }),
    )
    expect(screen.getByRole('tab', { name: 'Rooms and Suites' }).getAttribute('aria-selected')).toBe('true')
    expect(screen.getByText('The rooms panel')).toBeTruthy()
  })

  it('shows a visitor of the consumer storefront the hotel without partner level, programs, period, Sales or chat', async () => {
    serve(FULL_HOTEL)
    renderHotel(`/hotels/${FULL_HOTEL._id}?checkInDate=2099-01-10&checkOutDate=2099-01-12`, 'visitor')
    expect(await screen.findByRole('heading', { level: 1, name: 'Hotel Alpenstern' })).toBeTruthy()
    expect(screen.queryByText('Preferred Partner')).toBeNull()
    expect(screen.queryByRole('img', { name: 'Virtuoso' })).toBeNull()
    expect(screen.queryByText('SELECT YOUR PERIOD')).toBeNull()
    expect(screen.getAllByRole('tab').map((tab) => tab.textContent)).toEqual(['Hotel', 'Rooms and Suites', 'Enquiry'])
    // a period in the address does not open the rooms for a visitor
    expect(screen.getByRole('tab', { name: 'Hotel' }).getAttribute('aria-selected')).toBe('true')
    expect(screen.queryByText('Reservations team')).toBeNull()
    fireEvent.mouseDown(screen.getByRole('tab', { name: 'Enquiry' }))
    expect(await screen.findByRole('heading', { name: 'Stay at Hotel Alpenstern' })).toBeTruthy()
    expect(screen.getByRole('link', { name: 'Enquire now' }).getAttribute('href')).toBe(
      `/enquire-now?destination=${encodeURIComponent('Hotel Alpenstern, St. Moritz').replace(/%20/g, '+')}`,
    )
  })

  it('asks a visitor to sign in before inviting a sales contact', async () => {
    serve(FULL_HOTEL)
    renderHotel(`/hotels/${FULL_HOTEL._id}`)
    fireEvent.mouseDown(await screen.findByRole('tab', { name: 'Sales' }))
    expect(await screen.findByText('Sign in to invite a sales contact.')).toBeTruthy()
    const link = screen.getAllByRole('link', { name: 'Sign in' }).at(-1)!
    expect(link.getAttribute('href')).toBe(`/signin?returnTo=${encodeURIComponent(`/hotels/${FULL_HOTEL._id}`)}`)
  })
})
