import { Trans, useLingui } from '@lingui/react/macro'
import { useState } from 'react'
import { classifyAuthError } from '#lib/auth-errors.ts'
import { updateAuthSnapshot } from '#lib/auth-store.ts'
import { useAuth } from '#features/auth/auth-context.tsx'
import { NavLink } from './nav-link.tsx'

function PersonIcon() {
  return (
    <svg className="icon" viewBox="0 0 24 24" width="20" height="20" aria-hidden="true" focusable="false">
      <circle cx="12" cy="8" r="4" fill="none" stroke="currentColor" strokeWidth="1.5" />
      <path
        d="M4 21c1.5-4 4.5-6 8-6s6.5 2 8 6"
        fill="none"
        stroke="currentColor"
        strokeWidth="1.5"
        strokeLinecap="round"
      />
    </svg>
  )
}

/** The sign-in entry for visitors, the account link for a signed-in user (none on B2C sites). */
export function UserEntry({ compact = false, onNavigate }: { compact?: boolean; onNavigate?: () => void }) {
  const { t } = useLingui()
  const auth = useAuth()
  const [busy, setBusy] = useState(false)
  if (!auth.isLoginEnabled) return null
  const session = auth.snapshot.session
  if (session) {
    const name = auth.user?.displayName ?? session.profile.name ?? session.profile.email ?? t`Your account`
    return (
      <NavLink
        href="/user"
        className="user-entry"
        aria-label={compact ? t`Your account: ${name}` : undefined}
        onClick={onNavigate}
      >
        <PersonIcon />
        {compact ? null : <span className="user-entry__name">{name}</span>}
      </NavLink>
    )
  }
  const start = async () => {
    setBusy(true)
    try {
      await auth.signIn()
    } catch (error) {
      updateAuthSnapshot({
        problem: {
          kind: classifyAuthError(error) === 'provider-unreachable' ? 'provider-unreachable' : 'sign-in-failed',
        },
      })
      setBusy(false)
    }
  }
  return (
    <button
      type="button"
      className="user-entry user-entry--sign-in"
      onClick={() => void start()}
      disabled={busy}
      aria-busy={busy}
    >
      <PersonIcon />
      <span className={compact ? 'visually-hidden' : 'user-entry__name'}>
        <Trans>Sign in</Trans>
      </span>
    </button>
  )
}
