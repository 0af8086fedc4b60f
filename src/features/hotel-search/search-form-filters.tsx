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
import type { SelectOption } from '#ui/form/select-field.tsx'
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

/** The filters that are a group of checkboxes, each a list of the ticked values. */
type CheckboxFilterName = 'hotelCategories' | 'roomCategories' | 'programIds' | 'facilities' | 'roomFacilities'
type CheckboxFilter = {
  name: CheckboxFilterName
  legend: string
  columns: 1 | 2 | 3
  options: readonly SelectOption[]
  className?: string
}

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
    const checkboxes = ({ name, ...group }: CheckboxFilter) => (
      <form.AppField name={name}>{(field) => <field.CheckboxGroupField {...group} />}</form.AppField>
    )
    // another country chosen: a ticked '5 Star Palace' goes (docs/product/hotels.md#search)
    useEffect(() => {
      const kept = offeredCategoriesOf(chosenCategories ?? [], country)
      if (kept.length !== (chosenCategories ?? []).length) form.setFieldValue('hotelCategories', kept)
    }, [form, country, chosenCategories])
    return (
      <div className="hotel-filters">
        <div className="hotel-filters__categories">
          {checkboxes({
            name: 'hotelCategories',
            className: 'hotel-filters__hotel-categories',
            legend: t`Hotel category`,
            columns: 1,
            options: offeredHotelCategories(country).map((category) => ({
              value: category,
              label: label(hotelCategoryLabel(category)),
            })),
          })}
          {palaceOffered(country) ? null : (
            <p className="hotel-filters__note" role="note">
              {t`5 Star Palace is a French distinction: it is offered only for destinations in France (chosen: ${countryName}).`}
            </p>
          )}
        </div>
        {checkboxes({
          name: 'roomCategories',
          className: 'hotel-filters__room-categories',
          legend: t`Room category`,
          columns: 2,
          options: ROOM_CATEGORIES.map((category) => ({ value: category, label: label(roomCategoryLabel(category)) })),
        })}
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
          {programs.length > 0
            ? checkboxes({
                name: 'programIds',
                legend: t`Programs`,
                columns: 1,
                options: programs.map((program) => ({ value: program._id, label: program.name })),
              })
            : null}
        </div>
        {checkboxes({
          name: 'facilities',
          className: 'hotel-filters__wide',
          legend: t`Hotel facilities`,
          columns: 3,
          options: facilityOptions(hotelFacilities),
        })}
        {checkboxes({
          name: 'roomFacilities',
          className: 'hotel-filters__wide',
          legend: t`Room facilities`,
          columns: 3,
          options: facilityOptions(roomFacilities),
        })}
      </div>
    )
  },
})
