import type { QueryClient } from '@tanstack/react-query'
import { Outlet, createRootRouteWithContext, redirect } from '@tanstack/react-router'
import { findRedirect } from '#domain/routing/redirects.ts'
import { AppShell } from '#app/shell/app-shell.tsx'
import { loadCatalogsFor } from '#lib/i18n.ts'
import { ErrorFallback } from '#app/errors/error-fallback.tsx'
import { NotFoundPage } from '#app/errors/not-found-page.tsx'

export type RouterContext = { queryClient: QueryClient }

export const Route = createRootRouteWithContext<RouterContext>()({
  beforeLoad: ({ location }) => {
    const href = findRedirect(location.pathname)
    if (href) throw redirect({ href, statusCode: 301 })
    // the texts of the page's area, before it renders (docs/decisions/056-catalogs-by-area.md)
    return loadCatalogsFor(location.pathname)
  },
  component: RootLayout,
  notFoundComponent: NotFoundPage,
  errorComponent: ({ error }) => <ErrorFallback error={error} />,
})

function RootLayout() {
  return (
    <AppShell>
      <Outlet />
    </AppShell>
  )
}
