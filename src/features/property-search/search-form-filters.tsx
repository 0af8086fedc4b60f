import { useLingui } from '@lingui/react/macro'
import { PRICE_MAX, PRICE_MIN, PROPERTY_TYPES, SERVICE_LEVELS } from '#domain/property-search/search-filter.ts'
import { formatPrice } from '#domain/format/format-price.ts'
import type { Facility } from '#domain/catalogue/types.ts'
import { withForm } from '#ui/form/app-form.ts'
import { facilityLabel, propertyTypeLabel, serviceLevelLabel } from '#lib/labels/domain-labels.ts'
import { useLabel } from '#lib/format/use-label.ts'
import { PRICE_STEP, type SearchFormValues } from './search-form-model.ts'

type Props = { facilities: Facility[] }

const defaults = {} as SearchFormValues
const eur = (value: number) => formatPrice(value, 'EUR')

/** The secondary filters: price, bedrooms, type, service level, facilities, pets. */
export const SearchSecondaryFilters = withForm({
  defaultValues: defaults,
  props: { facilities: [] } as Props,
  render: function SearchSecondaryFiltersRender({ form, facilities }) {
    const { t } = useLingui()
    const label = useLabel()
    return (
      <div className="search-filters">
        <form.AppField name="price">
          {(field) => (
            <field.RangeSliderField
              className="search-filters__price"
              label={t`Price range (EUR)`}
              min={PRICE_MIN}
              max={PRICE_MAX}
              step={PRICE_STEP}
              format={eur}
            />
          )}
        </form.AppField>
        <form.AppField name="bedrooms">
          {(field) => <field.CounterField label={t`Bedrooms`} hint={t`at least`} max={30} emptyLabel={t`Any`} />}
        </form.AppField>
        <form.AppField name="propertyType">
          {(field) => (
            <field.SelectField
              label={t`Property type`}
              placeholder={t`All types`}
              options={PROPERTY_TYPES.map((type) => ({ value: type, label: label(propertyTypeLabel(type)) }))}
            />
          )}
        </form.AppField>
        <form.AppField name="serviceLevel">
          {(field) => (
            <field.SelectField
              label={t`Service level`}
              placeholder={t`All service levels`}
              options={SERVICE_LEVELS.map((level) => ({ value: level, label: label(serviceLevelLabel(level)) }))}
            />
          )}
        </form.AppField>
        <form.AppField name="facilities">
          {(field) => (
            <field.CheckboxGroupField
              className="search-filters__facilities"
              legend={t`Facilities`}
              columns={3}
              options={facilities.map((facility) => ({
                value: facility._id,
                label: label(facilityLabel(facility.name)),
              }))}
            />
          )}
        </form.AppField>
        <form.AppField name="petsAllowed">{(field) => <field.CheckboxField label={t`Pets allowed`} />}</form.AppField>
      </div>
    )
  },
})
