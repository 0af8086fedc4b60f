import { createFileRoute } from '@tanstack/react-router'
import { SignInPage } from '#features/auth/sign-in-page.tsx'

/** `account=new`: a sign-up's confirmation sends the browser here to sign the new account in */
type SignInSearch = { returnTo?: string; account?: 'new' }

export const Route = createFileRoute('/signin')({
  validateSearch: (search: Record<string, unknown>): SignInSearch => ({
    returnTo: typeof search.returnTo === 'string' ? search.returnTo : undefined,
    account: search.account === 'new' ? 'new' : undefined,
  }),
  component: SignInRoute,
})

function SignInRoute() {
  const { returnTo, account } = Route.useSearch()
  return <SignInPage returnTo={returnTo} newAccount={account === 'new'} />
}
