import { createFileRoute } from '@tanstack/react-router'
import { LandingPage } from '../features/catalogue/landing-page.tsx'
import { featuredPropertiesQueryOptions, hotelLocationsQueryOptions } from '../features/catalogue/queries.ts'

export const Route = createFileRoute('/')({
  // Not awaited: the hero paints at once (gradient first), the data fills in when it arrives.
  loader: ({ context: { queryClient } }) => {
    void queryClient.ensureQueryData(featuredPropertiesQueryOptions()).catch(() => undefined)
    void queryClient.ensureQueryData(hotelLocationsQueryOptions()).catch(() => undefined)
  },
  component: LandingPage,
})
