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
 * the report cannot be loaded: the list below says what went wrong. Every card has the same lines
 * (a dash where there is no value), one row that scrolls sideways on a phone, and the row's place is
 * kept while the report loads, so the filters and the list below never move when it arrives
 * (docs/decisions/099-the-report-strip-keeps-its-place.md).
 */
export function LeadReportStrip({ filter }: { filter: LeadListFilter }) {
  const { t } = useLingui()
  const commission = useShowsCommission()
  const report = useQuery(leadReportQueryOptions(reportFilter(filter)))
  const totals = totalsByStatus(report.data?.rows ?? [])
  if (report.isPending) return <ReportPlaceholder commission={commission} />
  if (totals.length === 0) return null
  return (
    <section className="lead-report" aria-label={t`Summary`}>
      {/* a row that scrolls sideways on a phone: reachable by keyboard */}
      <ul className="lead-report__list" tabIndex={0}>
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
            <span className="lead-report__value">
              {total.bookedValue > 0 ? formatPrice(total.bookedValue, total.currency) : NO_AMOUNT}
            </span>
            {commission ? (
              <span className="lead-report__commission">
                <Trans>
                  Commission{' '}
                  <span className="lead-report__amount">
                    {total.commission > 0 ? formatAmount(total.commission, total.currency) : NO_AMOUNT}
                  </span>
                </Trans>
              </span>
            ) : null}
          </li>
        ))}
      </ul>
    </section>
  )
}

const NO_AMOUNT = '–'

/** The strip's place while the report loads: one card of the same lines, unseen and unheard. */
function ReportPlaceholder({ commission }: { commission: boolean }) {
  return (
    <div className="lead-report lead-report--pending" aria-hidden="true">
      <ul className="lead-report__list">
        <li className="lead-report__item">
          <span className="status-chip">&nbsp;</span>
          <span className="lead-report__count">&nbsp;</span>
          <span className="lead-report__value">&nbsp;</span>
          {commission ? <span className="lead-report__commission">&nbsp;</span> : null}
        </li>
      </ul>
    </div>
  )
}

/** The report covers every status of the list's scope and period: a status filter would leave one chip. */
function reportFilter(filter: LeadListFilter): LeadListFilter {
  const { status: _status, ...rest } = filter
  return rest
}
