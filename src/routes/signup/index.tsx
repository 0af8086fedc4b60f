import { createFileRoute } from '@tanstack/react-router'
import { SignupRoutePage } from './-components/signup-route-page.tsx'
import { SignupSearchSchema } from './-components/signup-search.ts'

/** /signup: the default invitation (docs/product/onboarding.md#signup). */
export const Route = createFileRoute('/signup/')({
  validateSearch: SignupSearchSchema,
  component: SignupRoute,
})

function SignupRoute() {
  const search = Route.useSearch()
  return <SignupRoutePage search={search} />
}
