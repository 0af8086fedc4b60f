import { Trans } from '@lingui/react/macro'
import { Link } from '@tanstack/react-router'
import { useEffect, useRef, useState } from 'react'
import type { AccessType } from '#domain/auth/roles.ts'
import { classifyAuthError } from '#lib/auth-errors.ts'
import type { AuthProblem } from '#lib/auth-store.ts'
import { currentLocation, useAuth } from './auth-context.tsx'
import { AuthNotice, AuthStatus } from './auth-notice.tsx'
import { ProblemNotice } from './problem-notice.tsx'
import { recentRedirects, recordRedirect } from './redirect-loop.ts'
import { SignInAgainButton } from './sign-in-again-button.tsx'

const NOT_CONFIGURED: AuthProblem = { kind: 'not-configured' }
const SESSION_EXPIRED: AuthProblem = { kind: 'session-expired' }

/** Who the page is for, by its access type: the reason an account of another role is turned away. */
function RoleDeniedReason({ accessType }: { accessType: AccessType }) {
  switch (accessType) {
    case 'default':
      return <Trans>This page is for administrators. Sign in with another account to open it.</Trans>
    case 'supervisorAgentDashboard':
      return <Trans>This page is for supervisors and administrators. Sign in with another account to open it.</Trans>
    case 'agentDashboard':
      return (
        <Trans>
          This page is for the agents, supervisors and administrators of a registered agency. Sign in with another
          account to open it.
        </Trans>
      )
    case 'partners':
      return (
        <Trans>This page is for the partners of a registered agency. Sign in with another account to open it.</Trans>
      )
  }
}

function RoleDeniedNotice({ returnTo, accessType }: { returnTo: string; accessType: AccessType }) {
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
        <RoleDeniedReason accessType={accessType} />
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
export function RedirectToSignIn({
  roleDenied = false,
  accessType = 'agentDashboard',
  returnTo: target,
}: {
  roleDenied?: boolean
  /** the page's access type, which says whom the page is for when the role is turned away */
  accessType?: AccessType
  returnTo?: string
}) {
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
      setFailure({
        kind: classifyAuthError(error) === 'provider-unreachable' ? 'provider-unreachable' : 'sign-in-failed',
      })
    })
  }, [blocked, returnTo, roleDenied, signIn])

  if (problem) return <ProblemNotice problem={problem} returnTo={returnTo} />
  if (looping)
    return roleDenied ? (
      <RoleDeniedNotice returnTo={returnTo} accessType={accessType} />
    ) : (
      <ProblemNotice problem={{ kind: 'sign-in-failed' }} returnTo={returnTo} />
    )
  return (
    <AuthStatus>
      <Trans>Redirecting to sign-in...</Trans>
    </AuthStatus>
  )
}
