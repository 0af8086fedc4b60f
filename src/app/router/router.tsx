import type { QueryClient } from '@tanstack/react-query'
import type { RouterHistory } from '@tanstack/react-router'
import { createRouter } from '@tanstack/react-router'
import { ErrorFallback } from '#app/errors/error-fallback.tsx'
import { NotFoundPage } from '#app/errors/not-found-page.tsx'
import { routeTree } from '#route-tree'
// the router's HistoryState (keepScroll) is declared beside it
import './history-state.ts'

/** The app's router: the file routes, the query client as context, our error and 404 pages. */
export function createAppRouter(queryClient: QueryClient, history?: RouterHistory) {
  return createRouter({
    routeTree,
    // the server render passes a memory history of the requested address, boot the browser's
    ...(history ? { history } : {}),
    context: { queryClient },
    defaultPreload: 'intent',
    // React Query decides freshness; the router always asks it
    defaultPreloadStaleTime: 0,
    defaultErrorComponent: ({ error }) => <ErrorFallback error={error} />,
    defaultNotFoundComponent: NotFoundPage,
  })
}

declare module '@tanstack/react-router' {
  interface Register {
    router: ReturnType<typeof createAppRouter>
  }
}
