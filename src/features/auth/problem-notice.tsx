import { Trans } from '@lingui/react/macro'
import { Link } from '@tanstack/react-router'
import type { AuthProblem } from '#lib/auth-store.ts'
import { AuthNotice } from './auth-notice.tsx'
import { useRegisterProblemNotice } from './problem-visibility.ts'
import { SignInAgainButton } from './sign-in-again-button.tsx'

export function ProblemTitle({ problem }: { problem: AuthProblem }) {
  switch (problem.kind) {
    case 'session-expired':
      return <Trans>Your session has ended</Trans>
    case 'signed-out':
      return <Trans>You have been signed out</Trans>
    case 'provider-unreachable':
      return <Trans>The sign-in service cannot be reached</Trans>
    case 'sign-in-failed':
      return <Trans>Sign-in could not be completed</Trans>
    case 'not-configured':
      return <Trans>Sign-in is not available right now</Trans>
  }
}

export function ProblemText({ problem }: { problem: AuthProblem }) {
  switch (problem.kind) {
    case 'session-expired':
      return <Trans>For your security you need to sign in again. You will come back to this page.</Trans>
    case 'signed-out':
      return <Trans>Sign in again to continue where you left off.</Trans>
    case 'provider-unreachable':
      return <Trans>Please check your internet connection and try again in a moment.</Trans>
    case 'sign-in-failed':
      return <Trans>Something went wrong while signing you in. Please try again.</Trans>
    case 'not-configured':
      return <Trans>Please try again later or contact us.</Trans>
  }
}

/** What went wrong with sign-in, and the way forward: sign in again (back to `returnTo`). */
export function ProblemNotice({ problem, returnTo }: { problem: AuthProblem; returnTo?: string }) {
  useRegisterProblemNotice()
  return (
    <AuthNotice
      title={<ProblemTitle problem={problem} />}
      actions={
        <>
          {problem.kind === 'not-configured' ? null : <SignInAgainButton returnTo={returnTo} />}
          <Link to="/" className="button button--ghost">
            <Trans>Back to the homepage</Trans>
          </Link>
        </>
      }
    >
      <p>
        <ProblemText problem={problem} />
      </p>
    </AuthNotice>
  )
}
