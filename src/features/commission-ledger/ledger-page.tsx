import './commission-ledger.css'
import { Trans, useLingui } from '@lingui/react/macro'
import { useQuery } from '@tanstack/react-query'
import { Link } from '@tanstack/react-router'
import { useMemo, type ReactNode } from 'react'
import { ledgerCsv } from '#domain/commission-ledger/ledger-csv.ts'
import type { LedgerSearch } from '#domain/commission-ledger/schemas.ts'
import { ledgerTotals } from '#domain/commission-ledger/ledger.ts'
import { LEDGER_STATES, type LedgerEntryDto, type LedgerState } from '#domain/commission-ledger/types.ts'
import { formatAmount } from '#domain/format/format-price.ts'
import { deviceTimeZone, formatMomentIn } from '#domain/format/format-zoned.ts'
import { useFormatDate } from '#lib/format/use-format.ts'
import { useDocumentMeta } from '#ui/use-document-meta.ts'
import { downloadText } from './download.ts'
import { LEDGER_STATE_LABELS, csvHeaders, monthLabel } from './ledger-labels.ts'
import { ledgerQueryOptions } from './queries.ts'

type Props = {
  /** an admin picks the agency (every agency without one); a supervisor sees their own */
  isAdmin: boolean
  /** the admin's agency select (the route's, shared with the admin dashboard) */
  agencyChoice?: ReactNode
  search: LedgerSearch
  onSearch: (next: LedgerSearch) => void
}

/**
 * /partner/dashboard/commission (docs/product/commission-ledger.md#screens): per booking the commission expected,
 * confirmed, paid or clawed back; totals by month and currency; the payouts to the bank; a CSV export.
 */
export function LedgerPage({ isAdmin, agencyChoice, search, onSearch }: Props) {
  const { t, i18n } = useLingui()
  const { language } = useFormatDate()
  useDocumentMeta({ title: t`Commission ledger | LDS`, description: t`Your agency's commission.`, robots: 'noindex' })
  const agencyId = isAdmin ? (search.agencyId ?? null) : null
  const ledger = useQuery(ledgerQueryOptions(agencyId))
  const data = ledger.data
  const entries = useMemo(
    () => (data?.entries ?? []).filter((e) => !search.state || e.state === search.state),
    [data, search.state],
  )
  const totals = useMemo(() => ledgerTotals(entries), [entries])
  const exportCsv = () => {
    const csv = ledgerCsv(entries, csvHeaders(i18n), (state) => i18n._(LEDGER_STATE_LABELS[state]))
    downloadText(csv, `commission-ledger-${new Date().toISOString().slice(0, 10)}.csv`)
  }
  return (
    <section className="ledger" aria-labelledby="ledger-title" id="pageContent">
      <header className="ledger__header">
        <p className="eyebrow">{isAdmin ? <Trans>Admin Dashboard</Trans> : <Trans>Supervisor Dashboard</Trans>}</p>
        <h1 id="ledger-title" className="ledger__title">
          <Trans>Commission ledger</Trans>
        </h1>
        <p className="ledger__lead">
          <Trans>
            The commission of every booking: expected once requested, confirmed with the booking, paid when it reaches
            your payout account, clawed back when a confirmed booking is cancelled.
          </Trans>
        </p>
        <div className="ledger__links">
          <Link
            to={isAdmin ? '/partner/dashboard/admin' : '/partner/dashboard/supervisor'}
            className="button button--ghost"
          >
            <Trans>Back to the dashboard</Trans>
          </Link>
        </div>
      </header>

      <form className="ledger__filters" onSubmit={(event) => event.preventDefault()}>
        {agencyChoice}
        <label className="field">
          <span className="field__label">
            <Trans>State</Trans>
          </span>
          <select
            className="field__control"
            value={search.state ?? ''}
            onChange={(event) =>
              onSearch({ ...search, state: (event.target.value || undefined) as LedgerState | undefined })
            }
          >
            <option value="">{t`Every state`}</option>
            {LEDGER_STATES.map((state) => (
              <option key={state} value={state}>
                {i18n._(LEDGER_STATE_LABELS[state])}
              </option>
            ))}
          </select>
        </label>
        <div className="ledger__export">
          <button type="button" className="button button--primary" disabled={entries.length === 0} onClick={exportCsv}>
            <Trans>Download CSV</Trans>
          </button>
        </div>
      </form>

      {ledger.isPending ? (
        <p role="status" className="ledger__muted">
          <Trans>Loading the ledger...</Trans>
        </p>
      ) : ledger.isError ? (
        <p role="alert" className="ledger__failure">
          <Trans>The ledger could not be loaded.</Trans>{' '}
          <button type="button" className="button button--ghost" onClick={() => void ledger.refetch()}>
            <Trans>Try again</Trans>
          </button>
        </p>
      ) : (
        <>
          <p className="ledger__muted" role="status">
            {!data!.paymentsConfigured ? (
              <Trans>Payments are not configured yet: transfers and payouts appear here once Stripe is set up.</Trans>
            ) : data!.syncedAt ? (
              <Trans>
                Transfers and payouts as Stripe reported them at{' '}
                {formatMomentIn(data!.syncedAt, language, deviceTimeZone())}.
              </Trans>
            ) : (
              <Trans>Transfers and payouts as Stripe reports them.</Trans>
            )}
          </p>
          <Totals rows={totals} locale={i18n.locale} />
          <Entries entries={entries} showAgency={isAdmin && !agencyId} />
          <Payouts payouts={data!.payouts} />
        </>
      )}
    </section>
  )
}

function Totals({ rows, locale }: { rows: ReturnType<typeof ledgerTotals>; locale: string }) {
  if (rows.length === 0) return null
  return (
    <section className="ledger-section" aria-labelledby="ledger-totals-title">
      <h2 id="ledger-totals-title" className="ledger-section__title">
        <Trans>Totals by month of arrival</Trans>
      </h2>
      <table className="ledger-table ledger-table--totals">
        <thead>
          <tr>
            <th scope="col">
              <Trans>Month</Trans>
            </th>
            <th scope="col">
              <Trans>Expected</Trans>
            </th>
            <th scope="col">
              <Trans>Confirmed</Trans>
            </th>
            <th scope="col">
              <Trans>Paid</Trans>
            </th>
            <th scope="col">
              <Trans>Clawed back</Trans>
            </th>
          </tr>
        </thead>
        <tbody>
          {rows.map((row) => (
            <TotalsRow key={`${row.month}-${row.currency}`} row={row} locale={locale} />
          ))}
        </tbody>
      </table>
    </section>
  )
}

function TotalsRow({ row, locale }: { row: ReturnType<typeof ledgerTotals>[number]; locale: string }) {
  const { t } = useLingui()
  const money = (amount: number) => formatAmount(amount, row.currency)
  return (
    <tr>
      <th scope="row" data-label={t`Month`}>
        {monthLabel(row.month, locale)} · {row.currency}
      </th>
      <td data-label={t`Expected`}>{money(row.expected)}</td>
      <td data-label={t`Confirmed`}>{money(row.confirmed)}</td>
      <td data-label={t`Paid`}>{money(row.paid)}</td>
      <td data-label={t`Clawed back`}>{money(row.clawedBack)}</td>
    </tr>
  )
}

function Entries({ entries, showAgency }: { entries: LedgerEntryDto[]; showAgency: boolean }) {
  if (entries.length === 0)
    return (
      <p className="ledger__muted">
        <Trans>No booking with a commission here yet.</Trans>
      </p>
    )
  return (
    <section className="ledger-section" aria-labelledby="ledger-entries-title">
      <h2 id="ledger-entries-title" className="ledger-section__title">
        <Trans>Bookings</Trans>
      </h2>
      <table className="ledger-table">
        <thead>
          <tr>
            <th scope="col">
              <Trans>Booking</Trans>
            </th>
            {showAgency ? (
              <th scope="col">
                <Trans>Agency</Trans>
              </th>
            ) : null}
            <th scope="col">
              <Trans>Stay</Trans>
            </th>
            <th scope="col">
              <Trans>Commission</Trans>
            </th>
            <th scope="col">
              <Trans>State</Trans>
            </th>
            <th scope="col">
              <Trans>Paid</Trans>
            </th>
          </tr>
        </thead>
        <tbody>
          {entries.map((entry) => (
            <EntryRow key={entry.leadId} entry={entry} showAgency={showAgency} />
          ))}
        </tbody>
      </table>
    </section>
  )
}

function EntryRow({ entry, showAgency }: { entry: LedgerEntryDto; showAgency: boolean }) {
  const { t, i18n } = useLingui()
  const { period, date } = useFormatDate()
  const money = (amount: number) => formatAmount(amount, entry.currency)
  return (
    <tr className={`ledger-entry ledger-entry--${entry.state}`}>
      <th scope="row" data-label={t`Booking`}>
        <Link to="/partner/dashboard/property-leads/$leadId" params={{ leadId: entry.leadId }}>
          {entry.reference}
        </Link>
        <span className="ledger-entry__who">{[entry.clientName, entry.propertyName].filter(Boolean).join(' · ')}</span>
      </th>
      {showAgency ? <td data-label={t`Agency`}>{entry.agencyName}</td> : null}
      <td data-label={t`Stay`}>
        {entry.checkIn && entry.checkOut ? period({ checkIn: entry.checkIn, checkOut: entry.checkOut }) : '—'}
      </td>
      <td data-label={t`Commission`}>{money(entry.commission)}</td>
      <td data-label={t`State`}>
        <span className={`ledger-chip ledger-chip--${entry.state}`}>{i18n._(LEDGER_STATE_LABELS[entry.state])}</span>
        {entry.state === 'clawedBack' && entry.cancelledAt ? (
          <span className="ledger-entry__when">{t`cancelled on ${date(entry.cancelledAt)}`}</span>
        ) : entry.confirmedAt && entry.state !== 'expected' ? (
          <span className="ledger-entry__when">{t`confirmed on ${date(entry.confirmedAt)}`}</span>
        ) : null}
      </td>
      <td data-label={t`Paid`}>
        {entry.paid > 0 ? money(entry.paid) : '—'}
        {entry.paidAt ? <span className="ledger-entry__when">{date(entry.paidAt)}</span> : null}
      </td>
    </tr>
  )
}

function Payouts({
  payouts,
}: {
  payouts: { id: string; amount: number; currency: string; status: string; arrivalDate: string }[]
}) {
  const { t } = useLingui()
  const { date } = useFormatDate()
  if (payouts.length === 0) return null
  const statusLabel = (status: string) =>
    status === 'paid'
      ? t`Arrived`
      : status === 'in_transit' || status === 'pending'
        ? t`On its way`
        : status === 'failed'
          ? t`Failed`
          : status === 'canceled'
            ? t`Cancelled`
            : status
  return (
    <section className="ledger-section" aria-labelledby="ledger-payouts-title">
      <h2 id="ledger-payouts-title" className="ledger-section__title">
        <Trans>Payouts to your bank</Trans>
      </h2>
      <ul className="ledger-payouts">
        {payouts.map((p) => (
          <li key={p.id} className="ledger-payout">
            <span className="ledger-payout__amount">{formatAmount(p.amount, p.currency)}</span>
            <span>{statusLabel(p.status)}</span>
            <time dateTime={p.arrivalDate}>{date(p.arrivalDate)}</time>
          </li>
        ))}
      </ul>
    </section>
  )
}
