import { createFileRoute, redirect } from '@tanstack/react-router'
import { currentLandingRedirect } from '#features/auth/landing-redirect.ts'
import { LandingPage } from '#features/catalogue/landing-page.tsx'
import { featuredPropertiesQueryOptions } from '#features/catalogue/queries.ts'
import { hotelLocationsQueryOptions } from '#lib/catalogue/queries.ts'
import { LandingSearch } from './-components/landing-search.tsx'

export const Route = createFileRoute('/')({
  // signed-in users go to their role's start page (/hotels for agents), old ?propertyId= links to
  // /legacy/{id} (docs/product/sign-in-and-roles.md#landing-redirect)
  beforeLoad: async ({ location, context: { queryClient } }) => {
    const href = await currentLandingRedirect(location.searchStr, queryClient)
    if (href) throw redirect({ href, replace: true })
  },
  // Not awaited: the hero paints at once (gradient first), the data fills in when it arrives.
  loader: ({ context: { queryClient } }) => {
    void queryClient.ensureQueryData(featuredPropertiesQueryOptions()).catch(() => undefined)
    void queryClient.ensureQueryData(hotelLocationsQueryOptions()).catch(() => undefined)
  },
  component: LandingRoute,
})

function LandingRoute() {
  return <LandingPage searchForm={<LandingSearch />} />
}
