import { Trans, useLingui } from '@lingui/react/macro'
import { formatNumber } from '#domain/format/format-number.ts'
import type { PriceSummary } from '#domain/leads/price-summary.ts'
import { percent } from '#domain/properties/terms-text.ts'
import { useFormatDate } from '#lib/format/use-format.ts'

export type SummaryState =
  | { kind: 'incomplete' }
  | { kind: 'sold' }
  | { kind: 'noPrice' }
  | { kind: 'priced'; summary: PriceSummary; paysByCard: boolean; today: string }

const money = (amount: number, currency: string) =>
  `${currency} ${formatNumber(amount, Number.isInteger(amount) ? 0 : 2)}`

/**
 * The consumer booking's price summary (docs/product/leads.md#consumer-booking): the price of the
 * stay, the card fee when paying by card, the total, what is due at booking and later, and the
 * security deposit (blocked, cashed or to be announced). No commission on the consumer brand.
 */
export function BookingPriceSummary({ state }: { state: SummaryState }) {
  return (
    <section className="booking-summary" aria-labelledby="booking-summary-title">
      <h3 id="booking-summary-title" className="booking-summary__title">
        <Trans>Price summary</Trans>
      </h3>
      <div aria-live="polite">
        <SummaryBody state={state} />
      </div>
    </section>
  )
}

function SummaryBody({ state }: { state: SummaryState }) {
  const { t } = useLingui()
  const { date } = useFormatDate()
  if (state.kind === 'incomplete')
    return (
      <p className="booking-summary__note">
        <Trans>Choose your period and service level to see the price.</Trans>
      </p>
    )
  if (state.kind === 'sold')
    return (
      <p className="booking-summary__problem">
        {t`The property is sold in your desired period. Please choose a different period.`}
      </p>
    )
  if (state.kind === 'noPrice')
    return (
      <p className="booking-summary__problem">
        {t`Unfortunately, we can not provide a price for the given period and service level. Please choose different values.`}
      </p>
    )
  const { summary: s, paysByCard } = state
  const c = s.currency
  const deposit = s.securityDeposit
  const feePercent = percent(s.creditCardFeeRatio)
  const finalDue = s.finalPaymentDueDate ? date(s.finalPaymentDueDate) : ''
  const depositDue = date(deposit.dueDate)
  // a stay that starts within 14 days: the deposit is taken with the booking
  const depositNow = deposit.dueDate <= state.today
  return (
    <dl className="booking-summary__rows">
      <Row label={t`Price of the stay`} value={money(s.subTotal, c)} />
      {paysByCard ? <Row label={t`Credit card fee (${feePercent})`} value={money(s.creditCardFeeTotal, c)} /> : null}
      <Row label={t`Total`} value={money(s.total, c)} strong />
      <Row label={t`Prepayment, due at booking`} value={money(s.prepayment, c)} />
      {s.finalPaymentDueDate ? (
        <Row label={t`Final payment, due ${finalDue}`} value={money(s.finalPayment, c)} />
      ) : null}
      <Row
        label={
          deposit.type === 'blocked'
            ? depositNow
              ? t`Security deposit, blocked on your card at booking`
              : t`Security deposit, blocked on your card on ${depositDue}`
            : deposit.type === 'cashed'
              ? depositNow
                ? t`Security deposit, cashed in at booking`
                : t`Security deposit, cashed in on ${depositDue}`
              : t`Security deposit`
        }
        value={deposit.type && deposit.amount > 0 ? money(deposit.amount, c) : t`To be announced`}
      />
    </dl>
  )
}

function Row({ label, value, strong }: { label: string; value: string; strong?: boolean }) {
  return (
    <div className={strong ? 'booking-summary__row booking-summary__row--total' : 'booking-summary__row'}>
      <dt>{label}</dt>
      <dd>{value}</dd>
    </div>
  )
}
