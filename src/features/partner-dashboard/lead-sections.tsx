import type { MessageDescriptor } from '@lingui/core'
import { msg } from '@lingui/core/macro'
import { Trans, useLingui } from '@lingui/react/macro'
import { formatTime } from '#domain/format/format-date.ts'
import { formatAmount, formatPrice } from '#domain/format/format-price.ts'
import { LEAD_INTENTS, type LeadIntent } from '#domain/leads/lead-status.ts'
import type { PropertyLeadDetail } from '#domain/leads/types.ts'
import { useShowsCommission } from '#lib/brand/use-shows-commission.ts'
import { useFormatDate } from '#lib/format/use-format.ts'
import { LEAD_STATUS_LABELS } from '#ui/status-chip.tsx'
import { percent } from '#domain/properties/terms-text.ts'

const DEPOSIT_TYPES: Record<'cashed' | 'blocked', MessageDescriptor> = { cashed: msg`cashed`, blocked: msg`blocked` }

/** The price summary of a property lead, as the booking wizard's summary step showed it. */
export function LeadPriceSummary({ lead }: { lead: PropertyLeadDetail }) {
  const { t } = useLingui()
  const { date } = useFormatDate()
  const showsCommission = useShowsCommission()
  const s = lead.priceSummary
  if (!s)
    return (
      <p className="lead-page__muted">
        <Trans>No price is known for this period and service level.</Trans>
      </p>
    )
  const price = (amount: number) => formatPrice(amount, s.currency)
  const rows: [string, string][] = [[t`Price`, price(s.subTotal)]]
  if (s.creditCardFeeTotal > 0)
    rows.push([t`Credit card fee (${percent(s.creditCardFeeRatio)})`, price(s.creditCardFeeTotal)])
  rows.push([t`Total`, price(s.total)])
  rows.push([t`Prepayment`, price(s.prepayment)])
  if (s.finalPayment > 0 && s.finalPaymentDueDate)
    rows.push([t`Final payment, due ${date(s.finalPaymentDueDate)}`, price(s.finalPayment)])
  rows.push([
    t`Security deposit`,
    s.securityDeposit.amount > 0
      ? `${price(s.securityDeposit.amount)}${s.securityDeposit.type ? ` (${t(DEPOSIT_TYPES[s.securityDeposit.type])})` : ''}, ${t`due ${date(s.securityDeposit.dueDate)}`}`
      : t`to be announced`,
  ])
  // the agency's, not the reader's: an admin reads other agencies' leads too
  if (showsCommission && s.commission !== null)
    rows.push([t`Agency commission`, formatAmount(s.commission, s.currency)])
  return (
    <dl className="lead-page__totals">
      {rows.map(([label, value]) => (
        <div key={label}>
          <dt>{label}</dt>
          <dd>{value}</dd>
        </div>
      ))}
    </dl>
  )
}

/**
 * A submission that kept the status stores what was submitted as the entry's note (the server's
 * leads service): shown as words, not as the intent's key.
 */
const INTENT_NOTES: Record<LeadIntent, MessageDescriptor> = {
  interest: msg`Interest updated`,
  option: msg`Option requested again`,
  booking: msg`Booking requested again`,
  changeRequest: msg`Change requested`,
}

const isIntent = (note: string): note is LeadIntent => (LEAD_INTENTS as readonly string[]).includes(note)

/** Every status change: who, when, from → to, and the note. */
export function LeadHistory({ history }: { history: PropertyLeadDetail['history'] }) {
  const { t } = useLingui()
  const { date, language } = useFormatDate()
  // the product's date and time formats (docs/product/language-and-formatting.md#dates-and-times)
  const when = (iso: string) => `${date(iso)}, ${formatTime(iso, language)}`
  return (
    <ol className="lead-history">
      {history.map((entry, index) => (
        <li key={`${entry.at}-${index}`} className="lead-history__entry">
          <p className="lead-history__change">
            {entry.from ? (
              <>
                {t(LEAD_STATUS_LABELS[entry.from])} → {t(LEAD_STATUS_LABELS[entry.to])}
              </>
            ) : (
              <Trans>Created as {t(LEAD_STATUS_LABELS[entry.to])}</Trans>
            )}
          </p>
          <p className="lead-history__meta">
            <time dateTime={entry.at}>{when(entry.at)} UTC</time> · {entry.by.name}
          </p>
          {entry.note ? (
            <p className="lead-history__note">{isIntent(entry.note) ? t(INTENT_NOTES[entry.note]) : entry.note}</p>
          ) : null}
        </li>
      ))}
    </ol>
  )
}
