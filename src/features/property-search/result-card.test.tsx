// @vitest-environment jsdom
import { RouterProvider, createMemoryHistory, createRootRoute, createRouter } from '@tanstack/react-router'
import { screen } from '@testing-library/react'
import { afterEach, describe, expect, it } from 'vitest'
import type { PropertySearchResult } from '#domain/property-search/search-answer.ts'
import { activateLanguage, loadCatalogAreas } from '#lib/i18n.ts'
import { renderWithI18n } from '#test/render.tsx'
import { ResultCard } from './result-card.tsx'

const result: PropertySearchResult = {
  _id: 'p1',
  name: 'Chalet Edelweiss',
  slug: 'chalet-edelweiss',
  path: '/chalets/france/courchevel-1850/chalet-edelweiss',
  city: 'Courchevel 1850',
  address: { sector: 'Centre', country: 'France' },
  propertyType: 'Chalet',
  bedrooms: 5,
  beds: { adults: 10, children: 2 },
  thumbnail: '/media/p1.svg',
  currency: 'EUR',
  priceFrom: 9_000,
  priceFromEur: 9_000,
  petsAllowed: false,
  serviceLevels: ['Catered'],
  operatorId: 'o1',
  price: 12_000,
  priceServiceLevel: 'Catered',
  isAlternative: false,
  alternativeDetails: null,
  hasAlternative: true,
  betterPrice: { diff: 1, period: { checkIn: '2027-01-17', checkOut: '2027-01-24' }, price: 9_800, savings: 2_200 },
  period: { checkIn: '2027-01-16', checkOut: '2027-01-23' },
  availability: 'available',
}

async function renderCard() {
  const rootRoute = createRootRoute({ component: () => <ResultCard result={result} commissionable={false} eager /> })
  const router = createRouter({ routeTree: rootRoute, history: createMemoryHistory({ initialEntries: ['/search'] }) })
  renderWithI18n(<RouterProvider router={router} />)
  return screen.findByRole('heading', { name: 'Chalet Edelweiss' })
}

describe('ResultCard: a better price for a shifted period', () => {
  afterEach(() => activateLanguage('en'))

  it('names the price for the other period ("for")', async () => {
    await renderCard()
    expect(screen.getByText('Better price 1 day later')).toBeTruthy()
    expect(document.body.textContent).toMatch(/EUR\s9\s800 for 17 Jan – 24 Jan 2027/)
  })

  it('reads "im Zeitraum" in German, not "vom"', async () => {
    await activateLanguage('de')
    await loadCatalogAreas(['storefront'])
    await renderCard()
    expect(document.body.textContent).toMatch(/EUR\s9\s800 im Zeitraum 17\. Jan\. – 24\. Jan\. 2027/)
  })
})
