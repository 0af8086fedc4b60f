import { Trans, useLingui } from '@lingui/react/macro'
import { useStore } from '@tanstack/react-form'
import type { HotelLocations } from '#domain/catalogue/types.ts'
import { withForm } from '#ui/form/app-form.ts'
import { countryLabel } from '#lib/labels/domain-labels.ts'
import { useLabel } from '#lib/format/use-label.ts'
import { destinationGroups } from './destination-options.ts'
import { PaymentProfileChoice } from './payment-profile-choice.tsx'
import {
  showsPaymentProfile,
  submitState,
  type HotelSearchFormValues,
  type PaymentProfilePolicy,
} from './search-form-model.ts'

type Props = { locations: HotelLocations; today: string; policy: PaymentProfilePolicy }

const defaults = {} as HotelSearchFormValues

/** Destination, the period and, when the theme lets agents choose it, who pays. */
export const HotelSearchPrimaryFields = withForm({
  defaultValues: defaults,
  props: { locations: [], today: '', policy: { default: 'ClientPays', canBeChanged: false } } as Props,
  render: function HotelSearchPrimaryFieldsRender({ form, locations, today, policy }) {
    const { t } = useLingui()
    const label = useLabel()
    const values = useStore(form.store, (state) => state.values)
    const state = submitState(values)
    // both dates set: the destination's message shows at once (Search waits for it)
    const touchDestination = () => {
      const { checkInDate, checkOutDate } = form.state.values
      if (checkInDate && checkOutDate) form.setFieldMeta('destination', (meta) => ({ ...meta, isTouched: true }))
    }
    return (
      <>
        <div className="hotel-search-form__row">
          <form.AppField name="destination">
            {(field) => (
              <field.SelectField
                className="hotel-search-form__destination"
                label={t`Destination`}
                placeholder={t`All destinations`}
                options={destinationGroups(
                  locations,
                  (country) => label(countryLabel(country)),
                  (name) => t`${name}: all resorts`,
                )}
              />
            )}
          </form.AppField>
          <form.AppField name="checkInDate" listeners={{ onChange: touchDestination }}>
            {(field) => <field.DateField label={t`Check-in`} min={today} />}
          </form.AppField>
          <form.AppField name="checkOutDate" listeners={{ onChange: touchDestination }}>
            {(field) => <field.DateField label={t`Check-out`} min={values.checkInDate || today} />}
          </form.AppField>
        </div>
        {state === 'one-date' ? (
          <p className="hotel-search-form__hint" role="status">
            {values.checkInDate ? (
              <Trans>Add a check-out date to search this period, or clear the check-in date.</Trans>
            ) : (
              <Trans>Add a check-in date to search this period, or clear the check-out date.</Trans>
            )}
          </p>
        ) : null}
        {showsPaymentProfile(values, policy) ? (
          <form.AppField name="paymentProfile">
            {(field) => (
              <PaymentProfileChoice value={field.state.value} onChange={field.handleChange} policy={policy} />
            )}
          </form.AppField>
        ) : null}
      </>
    )
  },
})
