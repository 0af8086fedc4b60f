import { fireEvent, screen, waitFor } from '@testing-library/react'
import { HttpResponse, http } from 'msw'
import { describe, expect, it } from 'vitest'
import { DEFAULT_BRAND } from '#domain/brand/brand.ts'
import { BrandProvider } from '#lib/brand/brand-context.tsx'
import { readAppliedFilter, resetAppliedFilterCache } from '#features/hotel-search/filter-storage.ts'
import { setupMswServer } from '#test/msw-server.ts'
import { renderInRouter } from '#test/render-in-router.tsx'
import { GlobalSearch } from './global-search.tsx'

const server = setupMswServer()

function renderSearch() {
  resetAppliedFilterCache()
  server.use(
    http.get('/api/hotels/locations', () =>
      HttpResponse.json([{ country: 'Switzerland', cities: [{ city: 'Verbier', sectors: [] }] }]),
    ),
    http.get('/api/available-hotels', () =>
      HttpResponse.json({
        hotels: [
          { _id: 'a'.repeat(24), name: 'Hotel Verbier Lodge', location: { city: 'Verbier', country: 'Switzerland' } },
        ],
      }),
    ),
    http.get('/api/properties', () =>
      HttpResponse.json([
        {
          _id: 'p1',
          name: 'Chalet Nyumba',
          slug: 'chalet-nyumba',
          city: 'Verbier',
          propertyType: 'Chalet',
          address: { country: 'Switzerland' },
        },
      ]),
    ),
  )
  return renderInRouter(() => (
    <BrandProvider brand={DEFAULT_BRAND}>
      <GlobalSearch compact={false} />
    </BrandProvider>
  ))
}

const input = () =>
  screen.getByRole('combobox', { name: 'Search destinations, hotels and properties' }) as HTMLInputElement
const activeOption = () => document.getElementById(input().getAttribute('aria-activedescendant') ?? '')

async function type(text: string) {
  await screen.findByRole('combobox')
  // the sources load on the first focus
  fireEvent.focus(input())
  await new Promise((resolve) => setTimeout(resolve, 50))
  fireEvent.change(input(), { target: { value: text } })
}

/** Every source answered: its suggestions and the invitation are listed (the sources answer in any order). */
const allListed = (count: number) => waitFor(() => expect(screen.getAllByRole('option')).toHaveLength(count))

describe('GlobalSearch', () => {
  it('suggests countries, cities, hotels and properties, grouped, with the invitation last', async () => {
    renderSearch()
    await type('verb')
    await allListed(4)
    expect(input().getAttribute('aria-expanded')).toBe('true')
    const groups = screen.getAllByRole('group').map((group) => group.getAttribute('aria-labelledby'))
    expect(groups.map((id) => document.getElementById(id!)!.textContent)).toEqual(['Cities', 'Hotels', 'Properties'])
    const options = screen.getAllByRole('option').map((option) => option.textContent)
    expect(options).toEqual([
      'VerbierSwitzerland',
      'Hotel Verbier LodgeVerbier · Switzerland',
      'Chalet NyumbaVerbier · Switzerland',
      'Invite new hotelGrow your partner network',
    ])
  })

  it('moves with the arrows (focus stays in the field) and Enter takes the active suggestion', async () => {
    const { router } = renderSearch()
    await type('verb')
    await allListed(4)
    expect(activeOption()?.textContent).toContain('Verbier')
    fireEvent.keyDown(input(), { key: 'ArrowDown' })
    expect(activeOption()?.textContent).toContain('Hotel Verbier Lodge')
    fireEvent.keyDown(input(), { key: 'ArrowDown' })
    expect(activeOption()?.getAttribute('aria-selected')).toBe('true')
    fireEvent.keyDown(input(), { key: 'Enter' })
    await waitFor(() => expect(router.state.location.pathname).toBe('/chalets/switzerland/verbier/chalet-nyumba'))
  })

  it('a destination becomes the hotel search filter and opens /hotels', async () => {
    const { router } = renderSearch()
    await type('switz')
    fireEvent.click(await screen.findByRole('option', { name: 'Switzerland' }))
    await waitFor(() => expect(router.state.location.pathname).toBe('/hotels'))
    expect(readAppliedFilter().filter.destination).toBe('Switzerland')
  })

  it("says 'No results found' and still offers to invite a hotel", async () => {
    const { router } = renderSearch()
    await type('zzzz')
    expect(await screen.findAllByText('No results found')).not.toHaveLength(0)
    fireEvent.keyDown(input(), { key: 'ArrowDown' })
    expect(activeOption()?.textContent).toContain('Invite new hotel')
    fireEvent.keyDown(input(), { key: 'Enter' })
    await waitFor(() => expect(router.state.location.pathname).toBe('/partner/my-network'))
  })

  it('Escape closes the suggestions, then clears the field', async () => {
    renderSearch()
    await type('verb')
    await screen.findByRole('option', { name: /Hotel Verbier Lodge/ })
    fireEvent.keyDown(input(), { key: 'Escape' })
    expect(input().getAttribute('aria-expanded')).toBe('false')
    expect(input().getAttribute('aria-activedescendant')).toBeNull()
    fireEvent.keyDown(input(), { key: 'Escape' })
    expect(input().value).toBe('')
  })
})
