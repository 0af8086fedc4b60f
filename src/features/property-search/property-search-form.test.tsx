import { QueryClient, QueryClientProvider } from '@tanstack/react-query'
import {
  RouterProvider,
  createMemoryHistory,
  createRootRoute,
  createRoute,
  createRouter,
  Outlet,
} from '@tanstack/react-router'
import { fireEvent, screen, waitFor } from '@testing-library/react'
import { HttpResponse, http } from 'msw'
import { describe, expect, it } from 'vitest'
import { DEFAULT_SEARCH_FILTER } from '#domain/property-search/search-filter.ts'
import { setupMswServer } from '#test/msw-server.ts'
import { renderWithI18n } from '#test/render.tsx'
import { SEARCH_FILTER_STORAGE_KEY } from './filter-storage.ts'
import { PropertySearchForm } from './property-search-form.tsx'

const server = setupMswServer()

const destinations = [
  {
    country: 'France',
    cities: [
      { city: 'Courchevel 1850', sectors: ['Jardin Alpin', 'Centre'] },
      { city: 'Megève', sectors: ['Centre'] },
    ],
  },
]

async function renderForm() {
  server.use(
    http.get('/api/property-search/destinations', () => HttpResponse.json(destinations)),
    http.get('/api/facilities', () => HttpResponse.json([{ _id: 'f1', kind: 'property', name: 'Sauna' }])),
  )
  const rootRoute = createRootRoute({ component: Outlet })
  const home = createRoute({
    getParentRoute: () => rootRoute,
    path: '/',
    component: () => <PropertySearchForm initialFilter={DEFAULT_SEARCH_FILTER} />,
  })
  const search = createRoute({ getParentRoute: () => rootRoute, path: '/search', component: () => <p>Results page</p> })
  const router = createRouter({
    routeTree: rootRoute.addChildren([home, search]),
    history: createMemoryHistory({ initialEntries: ['/'] }),
  })
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } })
  renderWithI18n(
    <QueryClientProvider client={client}>
      <RouterProvider router={router} />
    </QueryClientProvider>,
  )
  await screen.findByRole('search')
  return router
}

const change = (label: string | RegExp, value: string) =>
  fireEvent.change(screen.getByLabelText(label), { target: { value } })

describe('PropertySearchForm', () => {
  it('offers sectors for a city with two or more, and clears them when the destination changes', async () => {
    await renderForm()
    await screen.findByRole('option', { name: 'Courchevel 1850' })
    change('Destination', 'Courchevel 1850')
    fireEvent.click(await screen.findByRole('checkbox', { name: 'Jardin Alpin' }))
    expect((screen.getByRole('checkbox', { name: 'Jardin Alpin' }) as HTMLInputElement).checked).toBe(true)
    change('Destination', 'Megève')
    expect(screen.queryByRole('checkbox', { name: 'Jardin Alpin' })).toBeNull()
    change('Destination', 'Courchevel 1850')
    expect((screen.getByRole('checkbox', { name: 'Jardin Alpin' }) as HTMLInputElement).checked).toBe(false)
  })

  it('shows the weekly hint only when both dates are weekdays', async () => {
    await renderForm()
    const hint = /rented per whole week/
    change('Check-in', '2030-01-07')
    change('Check-out', '2030-01-11')
    expect(await screen.findByText(hint)).toBeTruthy()
    change('Check-out', '2030-01-12')
    await waitFor(() => expect(screen.queryByText(hint)).toBeNull())
  })

  it('shows the validation messages next to the fields and keeps what was typed', async () => {
    await renderForm()
    change('Check-in', '2030-01-12')
    fireEvent.click(screen.getByRole('button', { name: 'Search' }))
    expect(await screen.findByText('Please enter the check out date')).toBeTruthy()
    change('Check-out', '2030-01-05')
    expect(await screen.findByText('Check out date has to be after check in date')).toBeTruthy()
    expect((screen.getByLabelText('Check-in') as HTMLInputElement).value).toBe('2030-01-12')
    expect(screen.getByLabelText('Check-out').getAttribute('aria-invalid')).toBe('true')
    expect(localStorage.getItem(SEARCH_FILTER_STORAGE_KEY)).toBeNull()
  })

  it('saves the filter and goes to /search with it on submit', async () => {
    const router = await renderForm()
    await screen.findByRole('option', { name: 'Courchevel 1850' })
    change('Destination', 'Courchevel 1850')
    change('Check-in', '2030-01-05')
    change('Check-out', '2030-01-12')
    fireEvent.click(screen.getByRole('button', { name: 'Search' }))
    await screen.findByText('Results page')
    expect(router.state.location.search).toMatchObject({
      city: 'Courchevel 1850',
      checkIn: '2030-01-05',
      checkOut: '2030-01-12',
    })
    expect(router.state.location.state.scrollToPageContent).toBe(true)
    expect(JSON.parse(localStorage.getItem(SEARCH_FILTER_STORAGE_KEY) ?? '{}')).toMatchObject({
      city: 'Courchevel 1850',
      checkIn: '2030-01-05',
      checkOut: '2030-01-12',
      flexible: true,
    })
  })
})
