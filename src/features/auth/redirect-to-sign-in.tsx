import { Trans } from '@lingui/react/macro'
import { Link } from '@tanstack/react-router'
import { useEffect, useRef, useState } from 'react'
import { classifyAuthError } from '#lib/auth-errors.ts'
import type { AuthProblem } from '#lib/auth-store.ts'
import { currentLocation, useAuth } from './auth-context.tsx'
import { AuthNotice, AuthStatus } from './auth-notice.tsx'
import { ProblemNotice } from './problem-notice.tsx'
import { recentRedirects, recordRedirect } from './redirect-loop.ts'
import { SignInAgainButton } from './sign-in-again-button.tsx'

const NOT_CONFIGURED: AuthProblem = { kind: 'not-configured' }
const SESSION_EXPIRED: AuthProblem = { kind: 'session-expired' }

function RoleDeniedNotice({ returnTo }: { returnTo: string }) {
  return (
    <AuthNotice
      title={<Trans>Your account cannot open this page</Trans>}
      actions={
        <>
          <SignInAgainButton returnTo={returnTo} prompt="login" />
          <Link to="/user" className="button button--ghost">
            <Trans>Your account</Trans>
          </Link>
        </>
      }
    >
      <p>
        <Trans>This page is for travel agents of a registered agency. Sign in with another account to open it.</Trans>
      </p>
    </AuthNotice>
  )
}

/**
 * 'Redirecting to sign-in...' and off to the provider, coming back to this location. After a
 * problem (session ended, signed out, provider unreachable) the reason and a 'Sign in again'
 * button show instead, and a redirect that already came back unchanged is not repeated.
 * `roleDenied`: signed in, but the role may not open the page: the login form asks for an account.
 */
export function RedirectToSignIn({ roleDenied = false, returnTo: target }: { roleDenied?: boolean; returnTo?: string }) {
  const { snapshot, authState, signIn } = useAuth()
  // the API refused the token (401): the provider clears the session in a moment; explain, do not redirect
  const rejected = authState.status === 'signed-in' && authState.userQuery === 'unauthorized' ? SESSION_EXPIRED : null
  const [returnTo] = useState(() => target ?? currentLocation())
  const [failure, setFailure] = useState<AuthProblem | null>(null)
  const [looping] = useState(() => recentRedirects(returnTo) >= (roleDenied ? 1 : 2))
  const problem = failure ?? snapshot.problem ?? rejected ?? (snapshot.configured ? null : NOT_CONFIGURED)
  const started = useRef(false)
  const blocked = problem !== null || looping

  useEffect(() => {
    if (blocked || started.current) return
    started.current = true
    recordRedirect(returnTo)
    signIn({ returnTo, prompt: roleDenied ? 'login' : undefined }).catch((error: unknown) => {
      setFailure({ kind: classifyAuthError(error) === 'provider-unreachable' ? 'provider-unreachable' : 'sign-in-failed' })
    })
  }, [blocked, returnTo, roleDenied, signIn])

  if (problem) return <ProblemNotice problem={problem} returnTo={returnTo} />
  if (looping) return roleDenied ? <RoleDeniedNotice returnTo={returnTo} /> : <ProblemNotice problem={{ kind: 'sign-in-failed' }} returnTo={returnTo} />
  return (
    <AuthStatus>
      <Trans>Redirecting to sign-in...</Trans>
    </AuthStatus>
  )
}
