import { Trans, useLingui } from '@lingui/react/macro'
import { useDocumentMeta } from '#ui/use-document-meta.ts'
import { useAuth } from './auth-context.tsx'
import { AuthNotice, AuthStatus } from './auth-notice.tsx'
import { RedirectToSignIn } from './redirect-to-sign-in.tsx'

/**
 * /onboarding until the onboarding issue (docs/product/sign-in-and-roles.md#landing-redirect): the welcome, with the
 * name when a first name exists, a note that the steps come soon, and 'Sign me out for now'.
 */
export function OnboardingPlaceholder() {
  const { t } = useLingui()
  const auth = useAuth()
  useDocumentMeta({
    title: t`Travel Agency Onboarding`,
    description: t`Register your travel agency at the Luxury Distribution System.`,
  })
  if (auth.authState.status === 'signed-out' || auth.authState.userQuery === 'unauthorized') return <RedirectToSignIn />
  if (auth.authState.userQuery === 'error') return <AuthNotice title={<Trans>Could not fetch user data.</Trans>} />
  const user = auth.currentUser.data?.user
  if (!user)
    return (
      <AuthStatus>
        <Trans>Loading user...</Trans>
      </AuthStatus>
    )
  const firstName = user.firstName?.trim()
  return (
    <section className="placeholder-page" aria-labelledby="onboarding-title">
      <p className="eyebrow">
        <Trans>Travel Agency Onboarding</Trans>
      </p>
      <h1 id="onboarding-title" className="placeholder-page__title">
        {firstName ? (
          <Trans>Welcome to the Luxury Distribution System, {firstName}</Trans>
        ) : (
          <Trans>Welcome to the Luxury Distribution System</Trans>
        )}
      </h1>
      <p className="placeholder-page__text">
        <Trans>
          Onboarding comes soon: here you will enter your name, register your agency and choose its corporate design.
          Until then our team sets up your access personally.
        </Trans>
      </p>
      <div className="placeholder-page__actions">
        <a href="/contact" className="button button--primary">
          <Trans>Contact us</Trans>
        </a>
        <button type="button" className="button button--ghost" onClick={() => void auth.signOut()}>
          <Trans>Sign me out for now</Trans>
        </button>
      </div>
    </section>
  )
}
