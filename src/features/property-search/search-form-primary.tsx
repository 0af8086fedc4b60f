import { Trans, useLingui } from '@lingui/react/macro'
import { useStore } from '@tanstack/react-form'
import { needsWeeklyHint } from '#domain/property-search/weekly-hint.ts'
import { withForm } from '#ui/form/app-form.ts'
import { countryLabel, sectorLabel } from '#lib/labels/domain-labels.ts'
import { useLabel } from '#lib/format/use-label.ts'
import { destinationGroups, offersSectors, sectorsOf } from './destination-options.ts'
import type { SearchDestination } from '#domain/property-search/search-answer.ts'
import type { SearchFormValues } from './search-form-model.ts'
import { WeeklyHint } from './weekly-hint.tsx'

type Props = { destinations: SearchDestination[]; today: string; compact: boolean }

const defaults = {} as SearchFormValues

/** Destination, sectors, period (with the flexible switch and the weekly hint) and guests. */
export const SearchPrimaryFields = withForm({
  defaultValues: defaults,
  props: { destinations: [], today: '', compact: false } as Props,
  render: function SearchPrimaryFieldsRender({ form, destinations, today, compact }) {
    const { t } = useLingui()
    const label = useLabel()
    const city = useStore(form.store, (state) => state.values.city)
    const checkIn = useStore(form.store, (state) => state.values.checkIn)
    const checkOut = useStore(form.store, (state) => state.values.checkOut)
    const sectors = sectorsOf(destinations, city)
    return (
      <>
        <div className="search-form__row">
          <form.AppField name="city" listeners={{ onChange: () => form.setFieldValue('sectors', []) }}>
            {(field) => (
              <field.SelectField
                className="search-form__destination"
                label={t`Destination`}
                placeholder={t`All destinations`}
                options={destinationGroups(destinations, (country) => label(countryLabel(country)))}
              />
            )}
          </form.AppField>
          <form.AppField name="checkIn">{(field) => <field.DateField label={t`Check-in`} min={today} />}</form.AppField>
          <form.AppField name="checkOut">
            {(field) => <field.DateField label={t`Check-out`} min={checkIn || today} />}
          </form.AppField>
          <form.AppField name="adults">
            {(field) => <field.CounterField label={t`Adults`} hint={t`over 13 years`} max={60} emptyLabel={t`Any`} />}
          </form.AppField>
          {compact ? null : (
            <form.AppField name="children">
              {(field) => <field.CounterField label={t`Children`} hint={t`age 2-12`} max={30} emptyLabel={t`None`} />}
            </form.AppField>
          )}
        </div>
        {compact ? null : (
          <div className="search-form__row search-form__row--options">
            <form.AppField name="flexible">
              {(field) => (
                <field.CheckboxField variant="switch" label={<Trans>Flexible period: arrival ±1 day</Trans>} />
              )}
            </form.AppField>
            {offersSectors(sectors) ? (
              <form.AppField name="sectors">
                {(field) => (
                  <field.CheckboxGroupField
                    className="search-form__sectors"
                    legend={t`Sectors of ${city}`}
                    columns={3}
                    options={sectors.map((sector) => ({ value: sector, label: label(sectorLabel(sector)) }))}
                  />
                )}
              </form.AppField>
            ) : null}
          </div>
        )}
        {needsWeeklyHint(checkIn, checkOut) ? <WeeklyHint className="search-form__hint" /> : null}
      </>
    )
  },
})
