import { Trans, useLingui } from '@lingui/react/macro'
import { useRouter } from '@tanstack/react-router'
import { useEffect, useRef, useState } from 'react'
import { completeSignIn, lastReturnTo } from '#lib/auth.ts'
import { classifyAuthError } from '#lib/auth-errors.ts'
import type { AuthProblem } from '#lib/auth-store.ts'
import { getAuthSnapshot } from '#lib/auth-store.ts'
import { useDocumentMeta } from '#ui/use-document-meta.ts'
import { AuthStatus } from './auth-notice.tsx'
import { ProblemNotice } from './problem-notice.tsx'

/** /oidc-callback: finishes sign-in, then returns to the saved location (or "/"). */
export function OidcCallbackPage() {
  const { t } = useLingui()
  const router = useRouter()
  const [problem, setProblem] = useState<AuthProblem | null>(null)
  const started = useRef(false)
  useDocumentMeta({ title: t`Signing in | LDS`, description: t`Completing your sign-in.`, robots: 'noindex' })

  useEffect(() => {
    if (started.current) return
    started.current = true
    completeSignIn()
      .then((returnTo) => router.history.replace(returnTo))
      .catch((error: unknown) => {
        // a reloaded or reopened callback of a finished sign-in: go where that sign-in went
        if (getAuthSnapshot().session) return router.history.replace(lastReturnTo())
        console.warn('Sign-in could not be completed', error)
        setProblem({
          kind: classifyAuthError(error) === 'provider-unreachable' ? 'provider-unreachable' : 'sign-in-failed',
        })
      })
  }, [router])

  if (problem) return <ProblemNotice problem={problem} returnTo="/" />
  return (
    <AuthStatus>
      <Trans>Signing you in...</Trans>
    </AuthStatus>
  )
}
