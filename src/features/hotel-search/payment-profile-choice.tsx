import { Trans, useLingui } from '@lingui/react/macro'
import { useId } from 'react'
import type { PaymentProfile } from '#domain/hotels/types.ts'
import { HrefLink } from '#ui/catalogue/href-link.tsx'
import { payerOf, profileFor, type PaymentProfilePolicy } from './search-form-model.ts'

type Props = { value: PaymentProfile; onChange: (profile: PaymentProfile) => void; policy: PaymentProfilePolicy }

/**
 * Who pays (docs/product/hotels.md#search): the client, or the agency with its card at a
 * stand-alone rate, or at a package rate when 'Booking will be packaged' is ticked.
 */
export function PaymentProfileChoice({ value, onChange, policy }: Props) {
  const { t } = useLingui()
  const id = useId()
  const payer = payerOf(value)
  const packaged = value === 'AgencyPaysPackageRate'
  return (
    <fieldset className="field hotel-payment">
      <legend className="field__label">
        <Trans>Who pays</Trans>
      </legend>
      <div className="hotel-payment__options">
        <label className="hotel-payment__option">
          <input
            type="radio"
            name={`${id}-payer`}
            value="client"
            checked={payer === 'client'}
            onChange={() => onChange(profileFor('client', false, policy))}
          />
          <span>
            <Trans>Client pays</Trans>
          </span>
        </label>
        <label className="hotel-payment__option">
          <input
            type="radio"
            name={`${id}-payer`}
            value="agency"
            checked={payer === 'agency'}
            onChange={() => onChange(profileFor('agency', false, policy))}
          />
          <span>
            <Trans>Agency card</Trans>
          </span>
        </label>
      </div>
      {payer === 'agency' ? (
        <div className="hotel-payment__package">
          <label className="check">
            <input
              type="checkbox"
              className="check__box"
              checked={packaged}
              aria-describedby={`${id}-package`}
              onChange={(event) => onChange(profileFor('agency', event.target.checked, policy))}
            />
            <span className="check__label">
              <Trans>Booking will be packaged</Trans>
            </span>
          </label>
          <p className="field__hint" id={`${id}-package`}>
            {packaged ? t`Package rates apply.` : t`Stand-alone rates apply.`}{' '}
            <HrefLink href="/package-rate-rules" target="_blank" rel="noopener">
              <Trans>Package rate rules</Trans>
            </HrefLink>
          </p>
        </div>
      ) : null}
    </fieldset>
  )
}
