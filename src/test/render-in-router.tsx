import { QueryClient, QueryClientProvider } from '@tanstack/react-query'
import {
  Outlet,
  RouterProvider,
  createMemoryHistory,
  createRootRoute,
  createRoute,
  createRouter,
} from '@tanstack/react-router'
import type { ReactElement } from 'react'
import { renderWithI18n } from './render.tsx'

/** Renders a page inside a memory router (at `path`) with a fresh query client; for unit tests. */
export function renderInRouter(page: () => ReactElement, path = '/') {
  const rootRoute = createRootRoute({ component: Outlet })
  const pageRoute = createRoute({ getParentRoute: () => rootRoute, path, component: page })
  const catchAll = createRoute({ getParentRoute: () => rootRoute, path: '$', component: () => <p>Elsewhere</p> })
  const router = createRouter({
    routeTree: rootRoute.addChildren([pageRoute, catchAll]),
    history: createMemoryHistory({ initialEntries: [path] }),
  })
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } })
  const result = renderWithI18n(
    <QueryClientProvider client={client}>
      <RouterProvider router={router} />
    </QueryClientProvider>,
  )
  return { ...result, router, client }
}
