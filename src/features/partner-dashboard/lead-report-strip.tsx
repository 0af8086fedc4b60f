import { Plural, Trans, useLingui } from '@lingui/react/macro'
import { useQuery } from '@tanstack/react-query'
import { formatAmount, formatPrice } from '#domain/format/format-price.ts'
import type { LeadListFilter } from '#lib/leads/queries.ts'
import { leadReportQueryOptions } from '#lib/leads/queries.ts'
import { useShowsCommission } from '#lib/brand/use-shows-commission.ts'
import { LEAD_STATUS_LABELS, StatusChip } from '#ui/status-chip.tsx'
import { totalsByStatus } from './lead-rows.ts'

/**
 * The report strip above a dashboard list (GET /api/sales/reports with the list's filters): per
 * status the number of leads, their value and, where the theme shows it, the commission. Quiet when
 * the report cannot be loaded: the list below says what went wrong.
 */
export function LeadReportStrip({ filter }: { filter: LeadListFilter }) {
  const { t } = useLingui()
  const commission = useShowsCommission()
  const report = useQuery(leadReportQueryOptions(reportFilter(filter)))
  const totals = totalsByStatus(report.data?.rows ?? [])
  if (totals.length === 0) return null
  return (
    <section className="lead-report" aria-label={t`Summary`}>
      <ul className="lead-report__list">
        {totals.map((total) => (
          <li
            key={`${total.status}-${total.currency}`}
            className="lead-report__item"
            aria-label={t(LEAD_STATUS_LABELS[total.status])}
          >
            <StatusChip status={total.status} />
            <span className="lead-report__count">
              <Plural value={total.count} one="# lead" other="# leads" />
            </span>
            {total.bookedValue > 0 ? (
              <span className="lead-report__value">{formatPrice(total.bookedValue, total.currency)}</span>
            ) : null}
            {commission && total.commission > 0 ? (
              <span className="lead-report__commission">
                <Trans>
                  Commission{' '}
                  <span className="lead-report__amount">{formatAmount(total.commission, total.currency)}</span>
                </Trans>
              </span>
            ) : null}
          </li>
        ))}
      </ul>
    </section>
  )
}

/** The report covers every status of the list's scope and period: a status filter would leave one chip. */
function reportFilter(filter: LeadListFilter): LeadListFilter {
  const { status: _status, ...rest } = filter
  return rest
}
