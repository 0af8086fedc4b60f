import { Trans } from '@lingui/react/macro'
import { useState } from 'react'
import { classifyAuthError } from '#lib/auth-errors.ts'
import { updateAuthSnapshot } from '#lib/auth-store.ts'
import { useAuth } from './auth-context.tsx'

type Props = { returnTo?: string; prompt?: 'login'; className?: string }

/** Starts sign-in again and returns to `returnTo` (default: this page) afterwards. */
export function SignInAgainButton({ returnTo, prompt, className = 'button button--primary' }: Props) {
  const { signIn } = useAuth()
  const [busy, setBusy] = useState(false)
  const start = async () => {
    setBusy(true)
    try {
      await signIn({ returnTo, prompt })
    } catch (error) {
      const kind = classifyAuthError(error) === 'provider-unreachable' ? 'provider-unreachable' : 'sign-in-failed'
      updateAuthSnapshot({ problem: { kind } })
      setBusy(false)
    }
  }
  return (
    <button type="button" className={className} onClick={() => void start()} disabled={busy} aria-busy={busy}>
      <Trans>Sign in again</Trans>
    </button>
  )
}
