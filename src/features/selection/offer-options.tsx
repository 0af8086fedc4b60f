import { Trans, useLingui } from '@lingui/react/macro'
import type { UseQueryResult } from '@tanstack/react-query'
import type { OffersAnswer } from '#domain/hotels/types.ts'
import { useLabel } from '#lib/format/use-label.ts'
import { OfferCard } from './offer-card.tsx'
import { offersAreLive } from './offer-display.ts'
import { noOffersReasons } from './offer-reasons.ts'

type Props = {
  result: UseQueryResult<OffersAnswer>
  name: string
  legend: string
  ratePlanId: string | null
  online: boolean
  showsCommission: boolean
  onChoose: (ratePlanId: string) => void
}

/**
 * The offers of one room request as a group of choices: loading, 'Unfortunately, an error occured',
 * 'No offers found' with its reason, or the rates (not live and not choosable while offline).
 */
export function OfferOptions({ result, name, legend, ratePlanId, online, showsCommission, onChoose }: Props) {
  const { t } = useLingui()
  const label = useLabel()
  if (!result.data) {
    if (!online)
      return (
        <p className="offer-options__state" role="status">
          <Trans>Offers need a connection: you are offline.</Trans>
        </p>
      )
    if (result.isError)
      return (
        <p className="offer-options__state offer-options__state--error" role="alert">
          {t`Unfortunately, an error occured`}
        </p>
      )
    return (
      <p className="offer-options__state" role="status">
        <Trans>Loading offers...</Trans>
      </p>
    )
  }
  const { offers, reason } = result.data
  if (offers.length === 0) {
    return (
      <div className="offer-options__state offer-options__none" role="status">
        <p className="offer-options__none-title">{t`No offers found`}</p>
        <ul>
          {noOffersReasons(reason).map((r) => (
            <li key={r.id}>{label(r)}</li>
          ))}
        </ul>
      </div>
    )
  }
  const live = offersAreLive(online, result.status)
  return (
    <fieldset className="offer-options" aria-describedby={live ? undefined : `${name}-not-live`}>
      <legend className="offer-options__legend">{legend}</legend>
      {!live ? (
        <p className="offer-options__not-live" id={`${name}-not-live`}>
          <Trans>
            Not live: you are offline. These rates cannot be added to your selection until you are back online.
          </Trans>
        </p>
      ) : null}
      {offers.map((offer) => (
        <OfferCard
          key={offer._id}
          offer={offer}
          name={name}
          checked={ratePlanId === offer.ratePlanId}
          disabled={!live}
          showsCommission={showsCommission}
          onChoose={() => onChoose(offer.ratePlanId)}
        />
      ))}
    </fieldset>
  )
}
