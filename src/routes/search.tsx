import { createFileRoute } from '@tanstack/react-router'
import { SearchPage } from '#features/property-search/search-page.tsx'
import { routeSearchToFilter } from '#features/property-search/search-route-params.ts'
import { pickSearchRouteParams } from '#features/property-search/search-route-shape.ts'

// the filter schema (valibot) and the API code load on demand, outside the first bundle
const loadSearchModule = () => import('#features/property-search/search-route-load.ts')

export const Route = createFileRoute('/search')({
  validateSearch: (raw: Record<string, unknown>) => pickSearchRouteParams(raw),
  beforeLoad: async ({ search }) => (await loadSearchModule()).restoreSavedSearch(search),
  loaderDeps: ({ search }) => search,
  loader: async ({ context: { queryClient }, deps }) => (await loadSearchModule()).prefetchSearch(queryClient, deps),
  component: SearchRoute,
})

function SearchRoute() {
  const search = Route.useSearch()
  const filter = routeSearchToFilter(search)
  // a link whose dates were past or invalid: the page says why the search shows every period
  const datesDropped = Boolean(search.checkIn || search.checkOut) && !filter.checkIn
  return <SearchPage filter={filter} filterKey={JSON.stringify(search)} datesDropped={datesDropped} />
}
