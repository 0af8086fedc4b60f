import { Trans, useLingui } from '@lingui/react/macro'
import { useQuery } from '@tanstack/react-query'
import { useState } from 'react'
import { formatNumber } from '#domain/format/format-number.ts'
import { ApiError } from '#lib/api-errors.ts'
import { useFormatDate } from '#lib/format/use-format.ts'
import { LINK_STATE_LABELS } from './link-labels.ts'
import { paymentLinkQueryOptions, startCheckout } from './queries.ts'
import './payment-links.css'

/**
 * /partner/cimalpes-payment-links/{linkId} (docs/product/payments.md#payment-links): the property, the period, the
 * amount, the due day and the state; 'Pay now' opens a fresh Stripe Checkout session. Card data is typed on Stripe's
 * page only.
 */
export function PaymentLinkPage({ linkId }: { linkId: string }) {
  const { t, i18n } = useLingui()
  const { date, period } = useFormatDate()
  const link = useQuery(paymentLinkQueryOptions(linkId))
  const [paying, setPaying] = useState(false)
  const [payError, setPayError] = useState<string | null>(null)

  const pay = async () => {
    setPaying(true)
    setPayError(null)
    try {
      const { url } = await startCheckout(linkId)
      window.location.assign(url)
    } catch (error) {
      setPaying(false)
      setPayError(
        error instanceof ApiError && error.status === 503
          ? t`Payments are not configured here yet. Please contact us to pay.`
          : error instanceof ApiError && error.status < 500
            ? error.message
            : t`The payment could not be started. Please try again in a moment.`,
      )
    }
  }

  return (
    <main className="payment-link" id="main">
      <h1 className="payment-link__title">
        <Trans>Your payment</Trans>
      </h1>
      {link.isPending ? (
        <p role="status">
          <Trans>Loading…</Trans>
        </p>
      ) : link.error ? (
        <p role="alert" className="payment-link__error">
          {link.error instanceof ApiError && link.error.status === 404 ? (
            <Trans>This payment link does not exist.</Trans>
          ) : (
            <Trans>This payment link could not be loaded. Please try again later.</Trans>
          )}
        </p>
      ) : (
        <section className="payment-link__sheet" aria-labelledby="payment-link-property">
          <h2 id="payment-link-property" className="payment-link__property">
            {link.data.property.name}
            {link.data.property.city ? <span className="payment-link__city">, {link.data.property.city}</span> : null}
          </h2>
          <dl className="payment-link__facts">
            <dt>
              <Trans>Period</Trans>
            </dt>
            <dd>{period({ checkIn: link.data.period.checkInDate, checkOut: link.data.period.checkOutDate })}</dd>
            <dt>{link.data.kind === 'balance' ? <Trans>Balance</Trans> : <Trans>Prepayment</Trans>}</dt>
            <dd className="payment-link__amount">{`${link.data.currency} ${formatNumber(link.data.amount, 2)}`}</dd>
            <dt>
              <Trans>Due date</Trans>
            </dt>
            <dd>{date(link.data.dueDate)}</dd>
            <dt>
              <Trans>Status</Trans>
            </dt>
            <dd>
              <span className={`payment-link__state payment-link__state--${link.data.state}`}>
                {i18n._(LINK_STATE_LABELS[link.data.state])}
              </span>
            </dd>
          </dl>
          {link.data.state === 'open' ? (
            <button type="button" className="button button--primary" disabled={paying} onClick={() => void pay()}>
              {paying ? <Trans>Opening the secure payment page…</Trans> : <Trans>Pay now</Trans>}
            </button>
          ) : null}
          {link.data.state === 'expired' ? (
            <p>
              <Trans>The due date has passed. Please contact us for a new payment link.</Trans>
            </p>
          ) : null}
          {payError ? (
            <p role="alert" className="payment-link__error">
              {payError}
            </p>
          ) : null}
        </section>
      )}
    </main>
  )
}
