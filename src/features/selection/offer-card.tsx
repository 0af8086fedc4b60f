import { Trans, useLingui } from '@lingui/react/macro'
import { formatNumber } from '#domain/format/format-number.ts'
import { formatAmount } from '#domain/format/format-price.ts'
import { cancellationTexts, paymentTexts } from '#domain/hotels/policy-texts.ts'
import type { Offer } from '#domain/hotels/types.ts'
import { useLanguage } from '#lib/format/use-format.ts'
import { MEAL_PLAN_LABELS } from '#lib/labels/meal-plan-labels.ts'
import { MarkdownText } from '#ui/markdown-text.tsx'
import { nightlyPriceText, offerCommission, totalPriceText } from './offer-display.ts'

type Props = {
  offer: Offer
  name: string
  checked: boolean
  disabled: boolean
  showsCommission: boolean
  onChoose: () => void
}

/**
 * One rate of a room as a choice (docs/product/hotels.md#rooms): rate name and description, average
 * nightly price and total (or 'On request'), commission where shown, payment and cancellation
 * texts, 'The rate is not refundable.', amenities.
 */
export function OfferCard({ offer, name, checked, disabled, showsCommission, onChoose }: Props) {
  const { t, i18n } = useLingui()
  const language = useLanguage()
  const nightly = nightlyPriceText(offer)
  const total = totalPriceText(offer)
  const commission = offerCommission(offer, showsCommission)
  const cancellation = cancellationTexts(
    { isRefundable: offer.isRefundable, cancellationPeriods: offer.cancellationPolicy.cancellationPeriods },
    language,
  )
  const payment = paymentTexts(offer.paymentPolicy, language)
  const id = `${name}-${offer._id}`
  return (
    <div
      className={['offer-card', checked ? 'offer-card--checked' : null, disabled ? 'offer-card--disabled' : null]
        .filter(Boolean)
        .join(' ')}
    >
      <input
        type="radio"
        className="offer-card__radio"
        id={id}
        name={name}
        value={offer.ratePlanId}
        checked={checked}
        disabled={disabled}
        onChange={onChoose}
        aria-describedby={`${id}-price`}
      />
      <label htmlFor={id} className="offer-card__label">
        <span className="offer-card__name">{offer.rateName}</span>
        {offer.rateDescription ? <span className="offer-card__description">{offer.rateDescription}</span> : null}
        {offer.mealPlan ? (
          <span className="offer-card__board">
            {i18n._(MEAL_PLAN_LABELS[offer.mealPlan])}
            {offer.minNights && offer.minNights > 1 ? <> · {t`From ${offer.minNights} nights`}</> : null}
          </span>
        ) : null}
      </label>
      <div className="offer-card__prices" id={`${id}-price`}>
        <p className="offer-card__nightly">
          {nightly ? (
            <Trans>
              <strong>{nightly}</strong> / night
            </Trans>
          ) : (
            <strong>
              <Trans>On request</Trans>
            </strong>
          )}
        </p>
        <p className="offer-card__total">
          <Trans>Total</Trans> {total ?? t`On request`}
        </p>
        {commission ? (
          <p className="offer-card__commission">
            {commission.amount === null ? (
              <Trans>Commission {formatNumber(commission.percent)}%</Trans>
            ) : (
              <Trans>
                Commission {formatNumber(commission.percent)}% · {formatAmount(commission.amount, offer.currency)}
              </Trans>
            )}
          </p>
        ) : null}
      </div>
      <details className="offer-card__terms">
        <summary>
          <Trans>Payment, cancellation and amenities</Trans>
        </summary>
        {payment.length ? (
          <>
            <p className="offer-card__terms-title">
              <Trans>Payment</Trans>
            </p>
            <ul>
              {payment.map((line) => (
                <li key={line}>{line}</li>
              ))}
            </ul>
          </>
        ) : null}
        {offer.isRefundable && cancellation.length ? (
          <>
            <p className="offer-card__terms-title">
              <Trans>Cancellation</Trans>
            </p>
            <ul>
              {cancellation.map((line) => (
                <li key={line}>{line}</li>
              ))}
            </ul>
          </>
        ) : null}
        {offer.amenitiesMarkdown ? (
          <MarkdownText text={offer.amenitiesMarkdown} className="offer-card__amenities" />
        ) : null}
      </details>
      {!offer.isRefundable ? (
        <p className="offer-card__warning">
          <Trans>The rate is not refundable.</Trans>
        </p>
      ) : null}
    </div>
  )
}
