import { Trans } from '@lingui/react/macro'

/**
 * Most properties are let per whole week; shown when both dates
 * fall on weekdays (docs/product/storefront-search.md#weekly-hint).
 */
export function WeeklyHint({ className }: { className?: string }) {
  return (
    <p className={['weekly-hint', className].filter(Boolean).join(' ')} role="note">
      <span className="weekly-hint__mark" aria-hidden="true">
        i
      </span>
      <span>
        <Trans>
          Most properties are rented per whole week. You get the best prices from Saturday to Saturday or from Sunday to
          Sunday.
        </Trans>
      </span>
    </p>
  )
}
