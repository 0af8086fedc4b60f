import { Trans } from '@lingui/react/macro'
import { useRouterState } from '@tanstack/react-router'
import type { ReactNode } from 'react'

/** A line that says what needs sign-in, and a Sign in link that comes back to this page. */
export function SignInPrompt({ children }: { children: ReactNode }) {
  const here = useRouterState({ select: (state) => state.location.href })
  return (
    <div className="sign-in-prompt">
      <p>{children}</p>
      <a className="button button--ghost" href={`/signin?returnTo=${encodeURIComponent(here)}`}>
        <Trans>Sign in</Trans>
      </a>
    </div>
  )
}
