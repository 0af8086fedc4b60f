import { Trans, useLingui } from '@lingui/react/macro'
import type { ReactNode } from 'react'
import { formatAmount, formatPrice } from '#domain/format/format-price.ts'
import type { PriceSummary } from '#domain/leads/price-summary.ts'
import { percent } from '#domain/properties/terms-text.ts'
import { useFormatDate } from '#lib/format/use-format.ts'
import { useLabel } from '#lib/format/use-label.ts'
import { serviceLevelLabel } from '#lib/labels/domain-labels.ts'
import { schemaValidator } from '#ui/form/schema-validator.ts'
import type { BookingValues } from './booking-form.ts'
import { summarySchema } from './booking-form.ts'
import { useStepForm } from '#ui/form/use-step-form.ts'
import type { WizardContext } from './wizard-context.ts'

type Props = {
  ctx: WizardContext
  summary: PriceSummary | null
  initial: BookingValues
  onChange: (values: BookingValues) => void
  onSubmit: (values: BookingValues) => Promise<void>
  onBack: (values: BookingValues) => void
  /** the submit is locked (sending, sent, or offline) */
  locked: boolean
  /** everything is done: back is disabled too */
  finished: boolean
  status: ReactNode
}

const validate = schemaValidator(summarySchema)

/** Step 3: what is booked, the price summary and the disclaimer; the final submit (docs/product/leads.md#booking-wizard). */
export function SummaryStep({ ctx, summary, initial, onChange, onSubmit, onBack, locked, finished, status }: Props) {
  const { t } = useLingui()
  const label = useLabel()
  const { period } = useFormatDate()
  const { form, ref, onSubmit: submit } = useStepForm<BookingValues>({ initial, validate, onChange, onValid: onSubmit })
  const v = initial
  const money = (amount: number) => formatPrice(amount, summary?.currency ?? ctx.property.currency)
  const submitLabel =
    ctx.intent === 'changeRequest'
      ? t`Send change request`
      : ctx.intent === 'option'
        ? t`Request option`
        : t`Send booking request`
  const client = `${v.firstName} ${v.lastName}`.trim()
  return (
    <form ref={ref} className="lead-form" noValidate onSubmit={submit} aria-label={t`Summary`}>
      <dl className="lead-summary">
        <Row term={t`Property`}>{ctx.property.name}</Row>
        <Row term={t`Period`}>{period({ checkIn: v.checkInDate, checkOut: v.checkOutDate })}</Row>
        <Row term={t`Service level`}>{label(serviceLevelLabel(v.serviceLevel))}</Row>
        <Row term={t`Guests (PAX)`}>{v.pax}</Row>
        <Row term={t`Client`}>{client}</Row>
        <Row term={t`Payment method`}>{v.paymentMethod === 'creditCard' ? t`Credit card` : t`Bank transfer`}</Row>
      </dl>
      {summary ? (
        <dl className="lead-summary lead-summary--prices">
          <Row term={t`Price`}>{money(summary.subTotal)}</Row>
          {summary.creditCardFeeTotal > 0 ? (
            <Row term={t`Credit card fee (${percent(summary.creditCardFeeRatio)})`}>
              {money(summary.creditCardFeeTotal)}
            </Row>
          ) : null}
          <Row term={t`Total`} strong>
            {money(summary.total)}
          </Row>
          <Row term={t`Prepayment (due at booking)`}>{money(summary.prepayment)}</Row>
          {summary.finalPaymentDueDate ? (
            <Row term={t`Final payment`}>
              <FinalPayment amount={money(summary.finalPayment)} due={summary.finalPaymentDueDate} />
            </Row>
          ) : null}
          <Row term={t`Security deposit`}>
            <Deposit deposit={summary.securityDeposit} amount={money(summary.securityDeposit.amount)} />
          </Row>
          {ctx.config.showsCommission && summary.commission !== null ? (
            <Row term={t`Your commission`}>{formatAmount(summary.commission, summary.currency)}</Row>
          ) : null}
        </dl>
      ) : null}
      <fieldset className="lead-form__group" disabled={finished}>
        <form.AppField name="isDisclaimerAccepted">
          {(field) => (
            <field.CheckboxField
              label={t`I confirm that my client accepts the payment, cancellation and security deposit terms of this property and its operator's terms and conditions, and that the details above are correct.`}
            />
          )}
        </form.AppField>
      </fieldset>
      {status}
      <div className="lead-form__actions">
        <button
          type="button"
          className="button button--ghost"
          disabled={finished || locked}
          onClick={() => onBack(form.state.values)}
        >
          <Trans>Back</Trans>
        </button>
        <button
          type="submit"
          className="button button--primary"
          disabled={locked || finished}
          aria-disabled={locked || finished}
        >
          {submitLabel}
        </button>
      </div>
    </form>
  )
}

function Row({ term, children, strong }: { term: string; children: ReactNode; strong?: boolean }) {
  return (
    <div className={strong ? 'lead-summary__row lead-summary__row--total' : 'lead-summary__row'}>
      <dt>{term}</dt>
      <dd>{children}</dd>
    </div>
  )
}

function FinalPayment({ amount, due }: { amount: string; due: string }) {
  const { date } = useFormatDate()
  const day = date(due)
  return (
    <Trans>
      {amount}, due {day}
    </Trans>
  )
}

function Deposit({ deposit, amount }: { deposit: PriceSummary['securityDeposit']; amount: string }) {
  const { date } = useFormatDate()
  const day = date(deposit.dueDate)
  if (deposit.type === 'cashed')
    return (
      <Trans>
        {amount}, cashed in on {day}
      </Trans>
    )
  if (deposit.type === 'blocked')
    return (
      <Trans>
        {amount}, blocked on the card on {day}
      </Trans>
    )
  return <Trans>To be announced</Trans>
}
