import { useLingui } from '@lingui/react/macro'
import { useStore } from '@tanstack/react-form'
import { useEffect } from 'react'
import type { Facility, HotelLocations } from '#domain/catalogue/types.ts'
import {
  destinationCountry,
  offeredCategoriesOf,
  offeredHotelCategories,
  palaceOffered,
} from '#domain/hotels/palace-category.ts'
import { ROOM_CATEGORIES, type ProgramAnswer } from '#domain/hotels/types.ts'
import { withForm } from '#ui/form/app-form.ts'
import { hotelCategoryLabel } from '#lib/labels/hotel-labels.ts'
import { roomCategoryLabel } from '#lib/labels/hotel-room-labels.ts'
import { useLabel } from '#lib/format/use-label.ts'
import { countryLabel } from '#lib/labels/domain-labels.ts'
import type { HotelSearchFormValues } from './search-form-model.ts'

type Props = {
  programs: ProgramAnswer[]
  hotelFacilities: Facility[]
  roomFacilities: Facility[]
  locations: HotelLocations
}

const defaults = {} as HotelSearchFormValues
const facilityOptions = (list: Facility[]) => list.map((facility) => ({ value: facility._id, label: facility.name }))

/** Hotel and room categories, programs, maximum keys, hotel and room facilities. */
export const HotelSearchMoreFilters = withForm({
  defaultValues: defaults,
  props: { programs: [], hotelFacilities: [], roomFacilities: [], locations: [] } as Props,
  render: function HotelSearchMoreFiltersRender({ form, programs, hotelFacilities, roomFacilities, locations }) {
    const { t } = useLingui()
    const label = useLabel()
    const destination = useStore(form.store, (state) => state.values.destination)
    const country = destinationCountry(destination, locations)
    const countryName = country ? label(countryLabel(country)) : ''
    const chosenCategories = useStore(form.store, (state) => state.values.hotelCategories)
    // another country chosen: a ticked '5 Star Palace' goes (docs/product/hotels.md#search)
    useEffect(() => {
      const kept = offeredCategoriesOf(chosenCategories ?? [], country)
      if (kept.length !== (chosenCategories ?? []).length) form.setFieldValue('hotelCategories', kept)
    }, [form, country, chosenCategories])
    return (
      <div className="hotel-filters">
        <div className="hotel-filters__categories">
          <form.AppField name="hotelCategories">
            {(field) => (
              <field.CheckboxGroupField
                className="hotel-filters__hotel-categories"
                legend={t`Hotel category`}
                columns={1}
                options={offeredHotelCategories(country).map((category) => ({
                  value: category,
                  label: label(hotelCategoryLabel(category)),
                }))}
              />
            )}
          </form.AppField>
          {palaceOffered(country) ? null : (
            <p className="hotel-filters__note" role="note">
              {t`5 Star Palace is a French distinction: it is offered only for destinations in France (chosen: ${countryName}).`}
            </p>
          )}
        </div>
        <form.AppField name="roomCategories">
          {(field) => (
            <field.CheckboxGroupField
              className="hotel-filters__room-categories"
              legend={t`Room category`}
              columns={2}
              options={ROOM_CATEGORIES.map((category) => ({
                value: category,
                label: label(roomCategoryLabel(category)),
              }))}
            />
          )}
        </form.AppField>
        <div className="hotel-filters__side">
          <form.AppField name="maxKeys">
            {(field) => (
              <field.TextField
                className="hotel-filters__keys"
                label={t`Maximum keys`}
                hint={t`Hotels with at most this many rooms and suites`}
                type="number"
                inputMode="numeric"
                placeholder={t`Any`}
              />
            )}
          </form.AppField>
          {programs.length > 0 ? (
            <form.AppField name="programIds">
              {(field) => (
                <field.CheckboxGroupField
                  legend={t`Programs`}
                  columns={1}
                  options={programs.map((program) => ({ value: program._id, label: program.name }))}
                />
              )}
            </form.AppField>
          ) : null}
        </div>
        <form.AppField name="facilities">
          {(field) => (
            <field.CheckboxGroupField
              className="hotel-filters__wide"
              legend={t`Hotel facilities`}
              columns={3}
              options={facilityOptions(hotelFacilities)}
            />
          )}
        </form.AppField>
        <form.AppField name="roomFacilities">
          {(field) => (
            <field.CheckboxGroupField
              className="hotel-filters__wide"
              legend={t`Room facilities`}
              columns={3}
              options={facilityOptions(roomFacilities)}
            />
          )}
        </form.AppField>
      </div>
    )
  },
})
