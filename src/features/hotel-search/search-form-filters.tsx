import { useLingui } from '@lingui/react/macro'
import type { Facility } from '#domain/catalogue/types.ts'
import { HOTEL_CATEGORIES, ROOM_CATEGORIES, type ProgramAnswer } from '#domain/hotels/types.ts'
import { withForm } from '#ui/form/app-form.ts'
import { hotelCategoryLabel } from '#lib/labels/hotel-labels.ts'
import { roomCategoryLabel } from '#lib/labels/hotel-room-labels.ts'
import { useLabel } from '#lib/format/use-label.ts'
import type { HotelSearchFormValues } from './search-form-model.ts'

type Props = { programs: ProgramAnswer[]; hotelFacilities: Facility[]; roomFacilities: Facility[] }

const defaults = {} as HotelSearchFormValues
const facilityOptions = (list: Facility[]) => list.map((facility) => ({ value: facility._id, label: facility.name }))

/** Hotel and room categories, programs, maximum keys, hotel and room facilities. */
export const HotelSearchMoreFilters = withForm({
  defaultValues: defaults,
  props: { programs: [], hotelFacilities: [], roomFacilities: [] } as Props,
  render: function HotelSearchMoreFiltersRender({ form, programs, hotelFacilities, roomFacilities }) {
    const { t } = useLingui()
    const label = useLabel()
    return (
      <div className="hotel-filters">
        <form.AppField name="hotelCategories">
          {(field) => (
            <field.CheckboxGroupField
              className="hotel-filters__hotel-categories"
              legend={t`Hotel category`}
              columns={1}
              options={HOTEL_CATEGORIES.map((category) => ({
                value: category,
                label: label(hotelCategoryLabel(category)),
              }))}
            />
          )}
        </form.AppField>
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
