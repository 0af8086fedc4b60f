import { createFileRoute } from '@tanstack/react-router'
import { SignInPage } from '#features/auth/sign-in-page.tsx'

type SignInSearch = { returnTo?: string }

export const Route = createFileRoute('/signin')({
  validateSearch: (search: Record<string, unknown>): SignInSearch => ({
    returnTo: typeof search.returnTo === 'string' ? search.returnTo : undefined,
  }),
  component: SignInRoute,
})

function SignInRoute() {
  const { returnTo } = Route.useSearch()
  return <SignInPage returnTo={returnTo} />
}
