import { Trans, useLingui } from '@lingui/react/macro'
import type { ReactNode } from 'react'
import { formatAmount, formatPrice } from '#domain/format/format-price.ts'

type Props = {
  className: string
  /** total null: a room is on request (docs/product/hotels.md#selection) */
  total: { total: number | null; currency: string }
  /** null when the theme does not show commission */
  commission: number | null
  /** further rows (e.g. the price for the client) */
  children?: ReactNode
}

/** The selection's total ('On request' when a room has no price) and the agency's commission. */
export function SelectionTotals({ className, total, commission, children }: Props) {
  const { t } = useLingui()
  return (
    <dl className={className}>
      <div>
        <dt>
          <Trans>Total</Trans>
        </dt>
        <dd>{total.total === null ? t`On request` : formatPrice(total.total, total.currency)}</dd>
      </div>
      {commission !== null ? (
        <div>
          <dt>
            <Trans>Your commission</Trans>
          </dt>
          <dd>{formatAmount(commission, total.currency)}</dd>
        </div>
      ) : null}
      {children}
    </dl>
  )
}
