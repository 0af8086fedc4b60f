import { Trans, useLingui } from '@lingui/react/macro'
import { useState } from 'react'
import { useDocumentMeta } from '#ui/use-document-meta.ts'
import { NotOnThisSiteNotice } from './access-guard.tsx'
import { useAuth } from './auth-context.tsx'
import { AuthNotice, AuthStatus } from './auth-notice.tsx'
import { RedirectToSignIn } from './redirect-to-sign-in.tsx'
import { roleLabel } from './role-label.ts'
import { SignInAgainButton } from './sign-in-again-button.tsx'

function SignOutButton() {
  const { signOut } = useAuth()
  const [busy, setBusy] = useState(false)
  return (
    <button
      type="button"
      className="button button--primary"
      disabled={busy}
      aria-busy={busy}
      onClick={() => {
        setBusy(true)
        void signOut()
      }}
    >
      <Trans>Sign out</Trans>
    </button>
  )
}

/** /user: the signed-in user's data and Sign out. */
export function UserPage() {
  const { t, i18n } = useLingui()
  const auth = useAuth()
  useDocumentMeta({
    title: t`Your account | LDS`,
    description: t`Your account at the Luxury Distribution System.`,
    robots: 'noindex',
  })
  // the consumer storefront offers no sign-in: say so, rather than try to reach the sign-in service
  if (!auth.isLoginEnabled) return <NotOnThisSiteNotice />
  if (auth.authState.status === 'signed-out' || auth.authState.userQuery === 'unauthorized') return <RedirectToSignIn />
  if (auth.authState.userQuery === 'error')
    return <AuthNotice title={<Trans>Could not fetch user data.</Trans>} actions={<SignInAgainButton />} />
  const data = auth.currentUser.data
  if (!data)
    return (
      <AuthStatus>
        <Trans>Loading user...</Trans>
      </AuthStatus>
    )
  const { user, travelAgency } = data
  const role = roleLabel(user.role)
  return (
    <section className="account-page" aria-labelledby="account-title">
      <p className="eyebrow">
        <Trans>Your account</Trans>
      </p>
      <h1 id="account-title" className="account-page__title">
        {user.displayName}
      </h1>
      <dl className="account-page__details">
        <dt>
          <Trans>E-mail address</Trans>
        </dt>
        <dd>{user.email}</dd>
        {role ? (
          <>
            <dt>
              <Trans>Role</Trans>
            </dt>
            <dd>{i18n._(role)}</dd>
          </>
        ) : null}
        {user.company ? (
          <>
            <dt>
              <Trans>Company</Trans>
            </dt>
            <dd>{user.company}</dd>
          </>
        ) : null}
        <dt>
          <Trans>Travel agency</Trans>
        </dt>
        <dd>{travelAgency?.name ?? <Trans>Not registered yet</Trans>}</dd>
      </dl>
      <div className="account-page__actions">
        <SignOutButton />
      </div>
    </section>
  )
}
