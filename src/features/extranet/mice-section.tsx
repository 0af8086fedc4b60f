import { Trans, useLingui } from '@lingui/react/macro'
import type { MiceEntry } from '#domain/extranet/content-sections.ts'
import type { ContentFormApi } from './content-form-api.ts'
import { ImageList, listMoves } from './images-list.tsx'
import { NumberField } from './number-field.tsx'

type Props = { form: ContentFormApi; language: 'en' | 'de' }

const NEW_MICE: MiceEntry = {
  name: '',
  description: { en: '', de: '' },
  configurations: [],
  dimensions: { area: 0, length: 0, width: 0, ceilingHeight: 0, unit: 'metric' },
  equipment: [],
  images: [],
  isIndoor: true,
  isOutdoor: false,
}

/**
 * MICE facilities (meetings, incentives, conferences, events; docs/product/extranet.md#hotel-page-fields): each room's
 * name, description (Markdown, in the chosen language), indoor or outdoor, dimensions, seating configurations,
 * equipment and images. Names are proper names: one text (decision 135).
 */
export function MiceSection({ form, language }: Props) {
  const { t } = useLingui()
  const lang = language === 'en' ? 'English' : 'Deutsch'
  return (
    <fieldset className="extranet-section">
      <legend className="extranet-section__title">
        <Trans>MICE facilities</Trans>
      </legend>
      <form.AppField name="miceFacilities" mode="array">
        {(rooms) => (
          <>
            {rooms.state.value.map((room, i) => (
              <div key={i} className="extranet-item" role="group" aria-label={room.name || t`New MICE facility`}>
                <form.AppField name={`miceFacilities[${i}].name`}>
                  {(field) => <field.TextField label={t`Name of the room`} maxLength={200} />}
                </form.AppField>
                <form.AppField name={`miceFacilities[${i}].description.${language}`}>
                  {(field) => (
                    <field.TextareaField label={`${t`Description (Markdown)`} (${lang})`} maxLength={20000} />
                  )}
                </form.AppField>
                <div className="extranet-section__pair">
                  <form.AppField name={`miceFacilities[${i}].isIndoor`}>
                    {(field) => <field.CheckboxField label={t`Indoor`} />}
                  </form.AppField>
                  <form.AppField name={`miceFacilities[${i}].isOutdoor`}>
                    {(field) => <field.CheckboxField label={t`Outdoor`} />}
                  </form.AppField>
                </div>
                <div className="extranet-section__pair">
                  <form.AppField name={`miceFacilities[${i}].dimensions.unit`}>
                    {(field) => (
                      <field.SelectField
                        label={t`Units`}
                        options={[
                          { value: 'metric', label: t`Metres` },
                          { value: 'imperial', label: t`Feet` },
                        ]}
                      />
                    )}
                  </form.AppField>
                  <form.AppField name={`miceFacilities[${i}].dimensions.area`}>
                    {() => <NumberField label={t`Area`} required decimals />}
                  </form.AppField>
                  <form.AppField name={`miceFacilities[${i}].dimensions.length`}>
                    {() => <NumberField label={t`Length`} required decimals />}
                  </form.AppField>
                  <form.AppField name={`miceFacilities[${i}].dimensions.width`}>
                    {() => <NumberField label={t`Width`} required decimals />}
                  </form.AppField>
                  <form.AppField name={`miceFacilities[${i}].dimensions.ceilingHeight`}>
                    {() => <NumberField label={t`Ceiling height`} required decimals />}
                  </form.AppField>
                </div>
                <form.AppField name={`miceFacilities[${i}].configurations`} mode="array">
                  {(list) => (
                    <fieldset className="extranet-subsection">
                      <legend className="field__label">
                        <Trans>Configurations</Trans>
                      </legend>
                      {list.state.value.map((_, j) => (
                        <div key={j} className="extranet-section__pair">
                          <form.AppField name={`miceFacilities[${i}].configurations[${j}].name`}>
                            {(field) => <field.TextField label={t`Configuration, e.g. Theatre`} maxLength={200} />}
                          </form.AppField>
                          <form.AppField name={`miceFacilities[${i}].configurations[${j}].type`}>
                            {(field) => <field.TextField label={t`Kind, e.g. theatre`} maxLength={2000} />}
                          </form.AppField>
                          <form.AppField name={`miceFacilities[${i}].configurations[${j}].maxOccupancy`}>
                            {() => <NumberField label={t`Guests at most`} required />}
                          </form.AppField>
                          <button
                            type="button"
                            className="button button--ghost button--small"
                            onClick={() => list.removeValue(j)}
                          >
                            <Trans>Remove this configuration</Trans>
                          </button>
                        </div>
                      ))}
                      <button
                        type="button"
                        className="button button--ghost button--small"
                        onClick={() => list.pushValue({ name: '', type: '', maxOccupancy: 0 })}
                      >
                        <Trans>Add a configuration</Trans>
                      </button>
                    </fieldset>
                  )}
                </form.AppField>
                <form.AppField name={`miceFacilities[${i}].equipment`} mode="array">
                  {(list) => (
                    <fieldset className="extranet-subsection">
                      <legend className="field__label">
                        <Trans>Equipment</Trans>
                      </legend>
                      {list.state.value.map((_, j) => (
                        <div key={j} className="extranet-section__pair">
                          <form.AppField name={`miceFacilities[${i}].equipment[${j}].name`}>
                            {(field) => <field.TextField label={t`Equipment, e.g. Lectern`} maxLength={200} />}
                          </form.AppField>
                          <form.AppField name={`miceFacilities[${i}].equipment[${j}].quantity`}>
                            {() => <NumberField label={t`Quantity`} required />}
                          </form.AppField>
                          <button
                            type="button"
                            className="button button--ghost button--small"
                            onClick={() => list.removeValue(j)}
                          >
                            <Trans>Remove this equipment</Trans>
                          </button>
                        </div>
                      ))}
                      <button
                        type="button"
                        className="button button--ghost button--small"
                        onClick={() => list.pushValue({ name: '', quantity: 1 })}
                      >
                        <Trans>Add equipment</Trans>
                      </button>
                    </fieldset>
                  )}
                </form.AppField>
                <form.AppField name={`miceFacilities[${i}].images`} mode="array">
                  {(list) => (
                    <ImageList
                      kind="image"
                      urls={list.state.value.map((image) => image.url)}
                      {...listMoves(list)}
                      onAdd={(url) => list.pushValue({ url })}
                    />
                  )}
                </form.AppField>
                <button
                  type="button"
                  className="button button--ghost button--small"
                  onClick={() => rooms.removeValue(i)}
                >
                  <Trans>Remove this MICE facility</Trans>
                </button>
              </div>
            ))}
            <button
              type="button"
              className="button button--ghost button--small"
              onClick={() => rooms.pushValue(structuredClone(NEW_MICE))}
            >
              <Trans>Add a MICE facility</Trans>
            </button>
          </>
        )}
      </form.AppField>
    </fieldset>
  )
}
