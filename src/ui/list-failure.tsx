import { Trans } from '@lingui/react/macro'
import type { ReactNode } from 'react'

/**
 * A list that could not be loaded (the request failed or the server erred): says so in place of the
 * list, with a retry (docs/product/chrome-and-navigation.md#request-states). Not the crash screen: a
 * failed request is no bug of the page, and sends no crash report.
 */
export function ListFailure({ children, onRetry }: { children: ReactNode; onRetry: () => void }) {
  return (
    <div className="notice notice--error list-failure" role="alert">
      <p>{children}</p>
      <button type="button" className="button button--ghost" onClick={onRetry}>
        <Trans>Try again</Trans>
      </button>
    </div>
  )
}
