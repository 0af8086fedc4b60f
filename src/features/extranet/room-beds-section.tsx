import { Trans, useLingui } from '@lingui/react/macro'
import { useQuery } from '@tanstack/react-query'
import { useId } from 'react'
import type { RoomBed } from '#domain/catalogue/types.ts'
import { BED_TYPES, type RoomContent } from '#domain/extranet/room-content.ts'
import { hotelFacilitiesQueryOptions } from '#lib/catalogue/queries.ts'
import { bedTypeLabel } from '#lib/labels/bed-labels.ts'
import { FieldError } from '#ui/form/field-shell.tsx'
import type { useStepForm } from '#ui/form/use-step-form.ts'
import { NumberField } from './number-field.tsx'

type RoomFormApi = ReturnType<typeof useStepForm<RoomContent>>['form']

const NEW_BED: RoomBed = {
  bedType: 'kingSizeBed',
  isInStandardOccupancy: true,
  sleeps: [{ maxPax: 2, maxAdults: 2 }],
  twinBedPossible: false,
}

/** A message about a list or a group (a bed sleeping nobody, more adults than guests), beside it. */
function ListError() {
  const id = useId()
  return <FieldError id={id} />
}

/**
 * A room's beds (docs/product/extranet.md#rooms): each bed's type, whether it is in the standard occupancy, whether it
 * can be made into twins, and how it sleeps (one or more ways: guests and adults at most).
 */
export function BedsSection({ form }: { form: RoomFormApi }) {
  const { t, i18n } = useLingui()
  const options = BED_TYPES.map((type) => {
    const label = bedTypeLabel(type)
    return { value: type, label: typeof label === 'string' ? label : i18n._(label) }
  })
  return (
    <fieldset className="extranet-section">
      <legend className="extranet-section__title">
        <Trans>Beds</Trans>
      </legend>
      <form.AppField name="beds" mode="array">
        {(beds) => (
          <>
            {beds.state.value.map((_, i) => {
              const number = i + 1
              return (
                <div key={i} className="extranet-item" role="group" aria-label={t`Bed ${number}`}>
                  <form.AppField name={`beds[${i}].bedType`}>
                    {(field) => <field.SelectField label={t`Bed type`} options={options} />}
                  </form.AppField>
                  <form.AppField name={`beds[${i}].isInStandardOccupancy`}>
                    {(field) => <field.CheckboxField label={t`In the standard occupancy`} />}
                  </form.AppField>
                  <form.AppField name={`beds[${i}].twinBedPossible`}>
                    {(field) => <field.CheckboxField label={t`Can be made into twin beds`} />}
                  </form.AppField>
                  <form.AppField name={`beds[${i}].sleeps`} mode="array">
                    {(sleeps) => (
                      <fieldset className="extranet-subsection">
                        <legend className="field__label">
                          <Trans>Sleeps</Trans>
                        </legend>
                        {sleeps.state.value.map((_, j) => (
                          <div key={j} className="extranet-section__pair">
                            <form.AppField name={`beds[${i}].sleeps[${j}].maxPax`}>
                              {() => <NumberField label={t`Guests at most`} required />}
                            </form.AppField>
                            <form.AppField name={`beds[${i}].sleeps[${j}].maxAdults`}>
                              {() => <NumberField label={t`Of them adults at most`} required />}
                            </form.AppField>
                            <form.AppField name={`beds[${i}].sleeps[${j}]`}>{() => <ListError />}</form.AppField>
                            {sleeps.state.value.length > 1 ? (
                              <button
                                type="button"
                                className="button button--ghost button--small"
                                onClick={() => sleeps.removeValue(j)}
                              >
                                <Trans>Remove this way of sleeping</Trans>
                              </button>
                            ) : null}
                          </div>
                        ))}
                        <ListError />
                        <button
                          type="button"
                          className="button button--ghost button--small"
                          onClick={() => sleeps.pushValue({ maxPax: 1, maxAdults: 1 })}
                        >
                          <Trans>Add a way of sleeping</Trans>
                        </button>
                      </fieldset>
                    )}
                  </form.AppField>
                  <button
                    type="button"
                    className="button button--ghost button--small"
                    onClick={() => beds.removeValue(i)}
                  >
                    <Trans>Remove this bed</Trans>
                  </button>
                </div>
              )
            })}
            <button
              type="button"
              className="button button--ghost button--small"
              onClick={() => beds.pushValue(structuredClone(NEW_BED))}
            >
              <Trans>Add a bed</Trans>
            </button>
          </>
        )}
      </form.AppField>
    </fieldset>
  )
}

/** The room's facilities from the fixed list (GET /api/facilities?kind=room), ticked. */
export function RoomFacilitiesSection({ form }: { form: RoomFormApi }) {
  const { t } = useLingui()
  const list = useQuery(hotelFacilitiesQueryOptions('room'))
  return (
    <form.AppField name="facilityIds">
      {(field) =>
        list.isError ? (
          <p className="extranet-failure" role="alert">
            <Trans>The room facilities could not be loaded.</Trans>
          </p>
        ) : (
          <field.CheckboxGroupField
            legend={t`Room facilities`}
            options={(list.data ?? []).map((f) => ({ value: f._id, label: f.name }))}
          />
        )
      }
    </form.AppField>
  )
}
