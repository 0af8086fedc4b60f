import { useLingui } from '@lingui/react/macro'
import { updateAuthSnapshot } from '#lib/auth-store.ts'
import { useAuth } from './auth-context.tsx'
import { ProblemText, ProblemTitle } from './problem-notice.tsx'
import { useIsProblemNoticeShown } from './problem-visibility.ts'
import { SignInAgainButton } from './sign-in-again-button.tsx'

/**
 * A sign-in problem on a page that does not need sign-in (session ended, signed out in another
 * tab, provider unreachable): a banner under the header with 'Sign in again', dismissible.
 */
export function SessionProblemBanner() {
  const { t } = useLingui()
  const { snapshot, isLoginEnabled } = useAuth()
  const shownByPage = useIsProblemNoticeShown()
  const problem = snapshot.problem
  if (!problem || !isLoginEnabled || shownByPage || problem.kind === 'not-configured') return null
  return (
    <div className="session-banner" role="alert">
      <div className="session-banner__inner">
        <p className="session-banner__text">
          <strong>
            <ProblemTitle problem={problem} />
          </strong>{' '}
          <ProblemText problem={problem} />
        </p>
        <div className="session-banner__actions">
          <SignInAgainButton className="button button--primary button--small" />
          <button
            type="button"
            className="session-banner__close"
            aria-label={t`Dismiss`}
            onClick={() => updateAuthSnapshot({ problem: null })}
          >
            <span aria-hidden="true">×</span>
          </button>
        </div>
      </div>
    </div>
  )
}
