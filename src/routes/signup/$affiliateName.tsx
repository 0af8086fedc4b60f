import { createFileRoute, notFound } from '@tanstack/react-router'
import { findAffiliate } from '#domain/brand/affiliates.ts'
import { SignupRoutePage } from './-components/signup-route-page.tsx'
import { SignupSearchSchema } from './-components/signup-search.ts'

/** /signup/{affiliateName}: the affiliate's branded landing; an unknown affiliate is the app's 404. */
export const Route = createFileRoute('/signup/$affiliateName')({
  validateSearch: SignupSearchSchema,
  loader: ({ params }) => {
    const affiliate = findAffiliate(params.affiliateName)
    if (!affiliate) throw notFound()
    return { affiliate }
  },
  component: AffiliateSignupRoute,
})

function AffiliateSignupRoute() {
  const { affiliate } = Route.useLoaderData()
  const search = Route.useSearch()
  return <SignupRoutePage affiliate={affiliate} search={search} />
}
