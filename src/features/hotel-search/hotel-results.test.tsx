import { fireEvent, screen, waitFor, within } from '@testing-library/react'
import { HttpResponse, http } from 'msw'
import { describe, expect, it } from 'vitest'
import { pageOfHotels } from '#domain/hotels/hotel-pages.ts'
import { EMPTY_HOTEL_SEARCH_FILTER, type HotelSearchFilter } from '#domain/hotels/hotel-search-filter.ts'
import type { AvailableHotelsPage, HotelCard, PriceInfo } from '#domain/hotels/types.ts'
import { setupMswServer } from '#test/msw-server.ts'
import { renderInRouter } from '#test/render-in-router.tsx'
import { HotelResults } from './hotel-results.tsx'

const server = setupMswServer()

const id = (n: number) => n.toString(16).padStart(24, '0')
function hotel(n: number, name: string, info: Partial<PriceInfo> = {}): HotelCard {
  return {
    _id: id(n),
    name,
    category: '5 Star',
    chain: null,
    statusLevel: null,
    externalRatings: { bookingCom: 9.1 },
    thumbnail: '',
    images: [],
    location: { sector: null, city: 'Verbier', country: 'Switzerland' },
    memberOfPrograms: [],
    isDemo: false,
    hasToBeInvitedToDirectContract: false,
    maxKeys: 50,
    priceInfo: {
      currency: 'CHF',
      minimumNightlyPrice: 1234.4,
      isAvailable: true,
      isReseller: false,
      supportsInstantBooking: false,
      isOnRequestOnly: false,
      ...info,
    },
  }
}

const period: HotelSearchFilter = {
  ...EMPTY_HOTEL_SEARCH_FILTER,
  destination: 'Verbier',
  checkInDate: '2030-01-10',
  checkOutDate: '2030-01-15',
  paymentProfile: 'ClientPays',
}

/** The query strings the results asked with. */
let asked: URLSearchParams[] = []

/** The server's pages of these hotels, as GET /api/available-hotels answers a `limit` and an `offset`. */
function answerHotels(hotels: HotelCard[]) {
  asked = []
  server.use(
    http.get('/api/available-hotels', ({ request }) => {
      const query = new URL(request.url).searchParams
      asked.push(query)
      const page = { offset: Number(query.get('offset') ?? 0), limit: Number(query.get('limit')) }
      return HttpResponse.json<AvailableHotelsPage>({ ...pageOfHotels(hotels, page), ...page })
    }),
  )
}

function answer(body: Parameters<typeof HttpResponse.json>[0], init?: ResponseInit) {
  server.use(http.get('/api/available-hotels', () => HttpResponse.json(body, init)))
}

const renderResults = (filter: HotelSearchFilter = period) =>
  renderInRouter(() => <HotelResults filter={filter} includeDemos={false} />)

const cardNames = (region: HTMLElement) =>
  within(region)
    .getAllByRole('article')
    .map((card) => within(card).getByRole('heading').textContent)

describe('HotelResults', () => {
  it('splits available and unavailable hotels, each sorted, with prices and period links', async () => {
    answerHotels([
      hotel(1, 'Reseller', { isReseller: true }),
      hotel(2, 'No price', { minimumNightlyPrice: null }),
      hotel(3, 'Sold out', { isAvailable: false, minimumNightlyPrice: null }),
      hotel(4, 'Instant', { supportsInstantBooking: true }),
      hotel(5, 'Direct'),
    ])
    renderResults()
    const available = await screen.findByRole('region', { name: '4 hotels available for your dates' })
    expect(cardNames(available)).toEqual(['Instant', 'Direct', 'Reseller', 'No price'])
    const unavailable = screen.getByRole('region', { name: '1 hotel not available for your dates' })
    expect(cardNames(unavailable)).toEqual(['Sold out'])
    const instant = within(available).getAllByRole('article')[0]!
    expect(instant.textContent).toContain('from CHF 1 234 / night')
    expect(instant.textContent).toContain('Instant booking')
    const link = within(instant).getByRole('link', { name: 'Instant' })
    expect(link.getAttribute('href')).toBe(
      `/hotels/${id(4)}?checkInDate=2030-01-10&checkOutDate=2030-01-15&paymentProfile=ClientPays`,
    )
    expect(screen.getByText('Price on request')).toBeTruthy()
    expect(within(available).getAllByRole('article')[2]!.textContent).toContain('Reseller')
  })

  it('shows 12 hotels, then 12 more per step, asking the server for each next page', async () => {
    answerHotels(Array.from({ length: 30 }, (_, i) => hotel(i + 1, `Hotel ${i + 1}`)))
    renderResults()
    const region = await screen.findByRole('region', { name: '30 hotels available for your dates' })
    expect(within(region).getAllByRole('article')).toHaveLength(12)
    expect(asked.map((q) => [q.get('limit'), q.get('offset')])).toEqual([['12', '0']])
    expect(asked[0]!.get('destination')).toBe('Verbier')
    fireEvent.click(screen.getByRole('button', { name: 'Show more' }))
    await waitFor(() => expect(within(region).getAllByRole('article')).toHaveLength(24))
    expect(within(region).getAllByRole('article')[12]!.textContent).toContain('Hotel 13')
    fireEvent.click(screen.getByRole('button', { name: 'Show more' }))
    await waitFor(() => expect(within(region).getAllByRole('article')).toHaveLength(30))
    expect(screen.queryByRole('button', { name: 'Show more' })).toBeNull()
    expect(asked.map((q) => q.get('offset'))).toEqual(['0', '12', '24'])
  })

  it('pages both lists at once: the unavailable list reveals the page the available list asked for', async () => {
    const sold = (n: number) => hotel(100 + n, `Sold ${n}`, { isAvailable: false, minimumNightlyPrice: null })
    answerHotels([
      ...Array.from({ length: 14 }, (_, i) => hotel(i + 1, `Hotel ${i + 1}`)),
      ...Array.from({ length: 20 }, (_, i) => sold(i + 1)),
    ])
    renderResults()
    const available = await screen.findByRole('region', { name: '14 hotels available for your dates' })
    const unavailable = screen.getByRole('region', { name: '20 hotels not available for your dates' })
    expect(within(unavailable).getAllByRole('article')).toHaveLength(12)
    const [more] = within(available.parentElement!).getAllByRole('button', { name: 'Show more' })
    fireEvent.click(more!)
    await waitFor(() => expect(within(available).getAllByRole('article')).toHaveLength(14))
    // the unavailable list keeps its 12 until asked, then shows the page already loaded
    expect(within(unavailable).getAllByRole('article')).toHaveLength(12)
    fireEvent.click(within(unavailable.parentElement!).getByRole('button', { name: 'Show more' }))
    expect(within(unavailable).getAllByRole('article')).toHaveLength(20)
    expect(asked.map((q) => q.get('offset'))).toEqual(['0', '12'])
  })

  it('without dates: every hotel, links without a period, rates after choosing dates', async () => {
    answerHotels([hotel(1, 'Alpina', { minimumNightlyPrice: null })])
    renderResults({ ...EMPTY_HOTEL_SEARCH_FILTER })
    const region = await screen.findByRole('region', { name: '1 hotel' })
    expect(within(region).getByRole('link', { name: 'Alpina' }).getAttribute('href')).toBe(`/hotels/${id(1)}`)
    expect(region.textContent).toContain('Choose your dates to see rates')
  })

  it('says when no hotel matches', async () => {
    answerHotels([])
    renderResults()
    expect(await screen.findByText('Unfortunately, there are no hotels available matching your request')).toBeTruthy()
  })

  it.each([
    [{ message: 'Unknown destination' }, 400, 'Our server says: Unknown destination'],
    [null, 400, 'Oops, our server did not like your request...'],
    [{ message: 'boom' }, 500, 'Oops, the server had an internal error while processing your request.'],
    [{ message: 'down' }, 503, 'Oops, the server had an internal error while processing your request.'],
  ])('a failed request (%o, %i) says: %s', async (body, status, text) => {
    answer(body, { status })
    renderResults()
    expect((await screen.findByRole('alert')).textContent).toContain(text)
  })

  it('a request that reaches no server says so', async () => {
    server.use(http.get('/api/available-hotels', () => HttpResponse.error()))
    renderResults()
    expect((await screen.findByRole('alert')).textContent).toContain(
      "Oops, your request didn't reach our servers. Are you connected to the internet?",
    )
  })

  it('does not search with a period but no destination', async () => {
    renderResults({ ...period, destination: undefined })
    await new Promise((resolve) => setTimeout(resolve, 30))
    expect(screen.queryByRole('status')).toBeNull()
    expect(screen.queryByRole('article')).toBeNull()
  })
})
