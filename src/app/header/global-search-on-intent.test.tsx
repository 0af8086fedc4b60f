import { act, fireEvent, screen, waitFor } from '@testing-library/react'
import { HttpResponse, http } from 'msw'
import { describe, expect, it } from 'vitest'
import { DEFAULT_BRAND } from '#domain/brand/brand.ts'
import { BrandProvider } from '#lib/brand/brand-context.tsx'
import { setupMswServer } from '#test/msw-server.ts'
import { renderInRouter } from '#test/render-in-router.tsx'
import { GlobalSearchOnIntent } from './global-search-on-intent.tsx'

const server = setupMswServer()

function renderStandIn(compact: boolean) {
  server.use(
    http.get('/api/hotels/locations', () =>
      HttpResponse.json([{ country: 'Switzerland', cities: [{ city: 'Verbier', sectors: [] }] }]),
    ),
    http.get('/api/available-hotels', () => HttpResponse.json({ hotels: [] })),
    http.get('/api/properties', () => HttpResponse.json([])),
  )
  return renderInRouter(() => (
    <BrandProvider brand={DEFAULT_BRAND}>
      <GlobalSearchOnIntent compact={compact} />
    </BrandProvider>
  ))
}

describe('GlobalSearchOnIntent', () => {
  it('wide: a plain field until it is used; then the search, with what was typed and the focus kept', async () => {
    renderStandIn(false)
    const standIn = (await screen.findByRole('combobox', {
      name: 'Search destinations, hotels and properties',
    })) as HTMLInputElement
    // the stand-in has no list: the search's code is not loaded
    expect(screen.queryByRole('listbox', { hidden: true })).toBeNull()
    // typed before the code is there
    act(() => standIn.focus())
    fireEvent.change(standIn, { target: { value: 'Verb' } })
    fireEvent.focus(standIn)
    await screen.findByRole('listbox', { hidden: true })
    const search = screen.getByRole('combobox', {
      name: 'Search destinations, hotels and properties',
    }) as HTMLInputElement
    expect(search).not.toBe(standIn)
    expect(search.value).toBe('Verb')
    expect(document.activeElement).toBe(search)
    expect(search.selectionStart).toBe(4)
    await waitFor(() => expect(screen.getByRole('option', { name: /Verbier/ })).toBeTruthy())
    // the first suggestion of the carried-over text is active, as if it had been typed here
    expect(search.getAttribute('aria-activedescendant')).toBeTruthy()
  })

  it('narrow: the icon loads the search when pressed and opens its panel', async () => {
    renderStandIn(true)
    const icon = await screen.findByRole('button', { name: 'Search destinations, hotels and properties' })
    expect(screen.queryByRole('search')).toBeNull()
    fireEvent.click(icon)
    await screen.findByRole('search', { name: 'Global search' })
    await waitFor(() => expect(document.activeElement).toBe(screen.getByRole('combobox')))
  })
})
