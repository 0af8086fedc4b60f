import { screen, waitFor } from '@testing-library/react'
import { HttpResponse, http } from 'msw'
import { describe, expect, it } from 'vitest'
import { setupMswServer } from '#test/msw-server.ts'
import { LandingPage } from './landing-page.tsx'
import type { PropertySummary } from './queries.ts'
import { renderInRouter } from '#test/render-in-router.tsx'

const server = setupMswServer()

const property = (over: Partial<PropertySummary>): PropertySummary => ({
  _id: 'p1',
  name: 'Chalet Edelweiss',
  city: 'Courchevel 1850',
  propertyType: 'Chalet',
  slug: 'chalet-edelweiss',
  bedrooms: 6,
  beds: { adults: 12, children: 2 },
  thumbnail: '/media/properties/p1/thumb.svg',
  currency: 'EUR',
  priceFrom: 12500,
  address: { sector: 'Jardin Alpin', country: 'France' },
  ...over,
})

function renderLanding() {
  return renderInRouter(() => <LandingPage searchForm={<p>Row search form</p>} />)
}

describe('LandingPage', () => {
  it('shows the hero, the featured grid and the destinations', async () => {
    const requests: URL[] = []
    server.use(
      http.get('/api/properties', ({ request }) => {
        requests.push(new URL(request.url))
        return HttpResponse.json([
          property({ _id: 'p2', name: 'Villa Aurora', propertyType: 'Villa', priceFrom: null, bedrooms: 1, order: 2 }),
          property({ order: 1 }),
        ])
      }),
      http.get('/api/hotels/locations', () =>
        HttpResponse.json([{ country: 'France', cities: [{ city: 'Courchevel 1850', sectors: [] }] }]),
      ),
    )
    renderLanding()
    expect(await screen.findByRole('heading', { level: 1, name: 'Luxury chalets and hotels in the Alps' })).toBeTruthy()
    await screen.findByText('Chalet Edelweiss')

    const params = requests[0].searchParams
    expect(params.get('projection')).toBe(
      'name slug city propertyType bedrooms beds thumbnail currency priceFrom address',
    )
    expect(params.get('includeOrder')).toBe('true')
    expect(params.get('limit')).toBe('6')

    const cards = screen.getAllByRole('article')
    expect(cards.map((card) => card.querySelector('h3')?.textContent)).toEqual(['Chalet Edelweiss', 'Villa Aurora'])
    expect(cards[0].textContent).toContain('from EUR 12 500 / week')
    expect(cards[0].textContent).toContain('6 bedrooms')
    expect(cards[0].textContent).toContain('12 adult beds · 2 child beds')
    expect(screen.getByRole('link', { name: 'Chalet Edelweiss' }).getAttribute('href')).toBe(
      '/chalets/france/courchevel-1850/chalet-edelweiss',
    )
    // below 800 px (jsdom has no matchMedia): the card with the search button, no row form
    expect(screen.getByRole('link', { name: 'Search properties' }).getAttribute('href')).toBe('/search')
    expect(screen.queryByText('Row search form')).toBeNull()
    expect(cards[0].textContent).toContain('Courchevel 1850 · France')
    expect(cards[1].textContent).toContain('Price on request')
    expect(cards[1].textContent).toContain('1 bedroom')
    expect(cards[1].textContent).not.toContain('Commissionable')
    expect(await screen.findByRole('heading', { name: 'France' })).toBeTruthy()
    await waitFor(() =>
      expect(document.querySelector('.hero__image')?.getAttribute('src')).toBe('/media/properties/p1/thumb.svg'),
    )
    expect(document.title).toBe('LDS – Luxury chalets and hotels in the Alps')
  })

  it('offers a retry when the properties cannot be loaded', async () => {
    server.use(
      http.get('/api/properties', () => HttpResponse.json({ message: 'down' }, { status: 503 })),
      http.get('/api/hotels/locations', () => HttpResponse.json([])),
    )
    renderLanding()
    expect(await screen.findByText('Unfortunately, we could not load the properties.')).toBeTruthy()
    expect(screen.getByRole('button', { name: 'Try again' })).toBeTruthy()
  })
})
