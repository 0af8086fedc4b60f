import '../content-sections.css'
import { Trans, useLingui } from '@lingui/react/macro'
import { useState } from 'react'
import { PROPERTY_CURRENCIES, SERVICE_LEVELS } from '#domain/property-stays/property-edit.ts'
import { api } from '#lib/api-client.ts'
import { useLabel } from '#lib/format/use-label.ts'
import { propertyTypeLabel, serviceLevelLabel } from '#lib/labels/domain-labels.ts'
import { failureText } from '#ui/failure-text.ts'
import { FieldMessagesProvider } from '#ui/form/field-messages.tsx'
import { useStepForm } from '#ui/form/use-step-form.ts'
import { showToast } from '#ui/toast/toast-store.ts'
import { ImageList, listMoves } from '../images-list.tsx'
import { usePropertyMessageTranslator } from './messages.ts'
import { parsedBody, propertyErrors, propertyValues, type PropertyValues } from './property-form.ts'
import type { PropertyAnswer } from './queries.ts'
import { SalesFields } from './sales-fields.tsx'

/**
 * A property's every field (docs/product/extranet.md#property-screens): the property, its service levels with what
 * each includes, equipment, facilities of the fixed list, the location and distances, the description in English and
 * German, images and floor plans (upload, order, remove), and the sales information and terms. One Save sends them
 * all; a message is said beside its field, the server's refusal beside Save, and what was typed stays.
 */
export function PropertyEditor({ answer, onSaved }: { answer: PropertyAnswer; onSaved: () => void }) {
  const { t, i18n } = useLingui()
  const label = useLabel()
  const translate = usePropertyMessageTranslator()
  const [failure, setFailure] = useState<string | null>(null)
  const { form, ref, onSubmit } = useStepForm<PropertyValues>({
    initial: propertyValues(answer.property),
    validate: propertyErrors,
    onValid: async (values) => {
      setFailure(null)
      try {
        await api.patch(`/extranet/properties/${answer.property.id}`, parsedBody(values))
        showToast(t`The property is saved.`, { tone: 'positive' })
        onSaved()
      } catch (error) {
        setFailure(failureText(error, i18n, translate))
      }
    },
  })
  const lang = i18n.locale === 'de' ? 'de' : 'en'
  const facilityOptions = answer.facilities.map((f) => ({ value: f.id, label: f.name[lang] }))
  const metres = (name: string) => t`${name} (m)`
  return (
    <FieldMessagesProvider translate={translate}>
      <form ref={ref} className="extranet-form property-editor" noValidate onSubmit={onSubmit}>
        <fieldset className="extranet-section">
          <legend className="extranet-section__title">
            <Trans>The property</Trans>
          </legend>
          <form.AppField name="name">
            {(field) => <field.TextField label={t`Name`} maxLength={120} autoComplete="off" />}
          </form.AppField>
          <div className="extranet-section__pair">
            <form.AppField name="propertyType">
              {(field) => (
                <field.SelectField
                  label={t`Type`}
                  options={['Chalet', 'Apartment', 'Villa'].map((v) => ({
                    value: v,
                    label: label(propertyTypeLabel(v)),
                  }))}
                />
              )}
            </form.AppField>
            <form.AppField name="currency">
              {(field) => (
                <field.SelectField
                  label={t`Currency`}
                  options={PROPERTY_CURRENCIES.map((c) => ({ value: c, label: c }))}
                />
              )}
            </form.AppField>
            <form.AppField name="bedrooms">
              {(field) => <field.TextField label={t`Bedrooms`} inputMode="numeric" maxLength={3} />}
            </form.AppField>
            <form.AppField name="bedsAdults">
              {(field) => (
                <field.TextField
                  label={t`Beds for adults`}
                  hint={t`Blank: not said.`}
                  inputMode="numeric"
                  maxLength={3}
                />
              )}
            </form.AppField>
            <form.AppField name="bedsChildren">
              {(field) => (
                <field.TextField
                  label={t`Beds for children`}
                  hint={t`Blank: not said.`}
                  inputMode="numeric"
                  maxLength={3}
                />
              )}
            </form.AppField>
          </div>
          <form.AppField name="petsAllowed">{(field) => <field.CheckboxField label={t`Pets allowed`} />}</form.AppField>
        </fieldset>

        <fieldset className="extranet-section">
          <legend className="extranet-section__title">
            <Trans>Description</Trans>
          </legend>
          <form.AppField name="description.en">
            {(field) => <field.TextareaField label={t`Description (English, Markdown)`} rows={8} maxLength={20000} />}
          </form.AppField>
          <form.AppField name="description.de">
            {(field) => <field.TextareaField label={t`Description (Deutsch, Markdown)`} rows={8} maxLength={20000} />}
          </form.AppField>
        </fieldset>

        <fieldset className="extranet-section">
          <legend className="extranet-section__title">
            <Trans>Service levels and what they include</Trans>
          </legend>
          <form.AppField name="serviceLevels">
            {(field) => (
              <field.CheckboxGroupField
                legend={t`Service levels offered`}
                options={SERVICE_LEVELS.map((v) => ({ value: v, label: label(serviceLevelLabel(v)) }))}
                columns={3}
              />
            )}
          </form.AppField>
          <form.Subscribe selector={(s) => s.values.serviceLevels}>
            {(levels) =>
              levels.map((level) => {
                const name = label(serviceLevelLabel(level))
                return (
                  <form.AppField key={level} name={`servicesIncluded.${level}`}>
                    {(field) => (
                      <field.TextareaField
                        label={t`Services included with ${name}`}
                        hint={t`One service a line.`}
                        rows={4}
                      />
                    )}
                  </form.AppField>
                )
              })
            }
          </form.Subscribe>
          <form.AppField name="equipmentIncluded">
            {(field) => <field.TextareaField label={t`Equipment included`} hint={t`One item a line.`} rows={4} />}
          </form.AppField>
          <form.AppField name="facilities">
            {(field) => <field.CheckboxGroupField legend={t`Facilities`} options={facilityOptions} columns={3} />}
          </form.AppField>
        </fieldset>

        <fieldset className="extranet-section">
          <legend className="extranet-section__title">
            <Trans>Location</Trans>
          </legend>
          <div className="extranet-section__pair">
            <form.AppField name="latitude">
              {(field) => <field.TextField label={t`Latitude`} inputMode="decimal" maxLength={20} />}
            </form.AppField>
            <form.AppField name="longitude">
              {(field) => <field.TextField label={t`Longitude`} inputMode="decimal" maxLength={20} />}
            </form.AppField>
            <form.AppField name="distances.skiLift">
              {(field) => <field.TextField label={metres(t`Ski lift`)} inputMode="decimal" maxLength={10} />}
            </form.AppField>
            <form.AppField name="distances.resortCentre">
              {(field) => <field.TextField label={metres(t`Resort centre`)} inputMode="decimal" maxLength={10} />}
            </form.AppField>
            <form.AppField name="distances.airport">
              {(field) => <field.TextField label={t`Airport (km)`} inputMode="decimal" maxLength={10} />}
            </form.AppField>
            <form.AppField name="distances.airportName">
              {(field) => <field.TextField label={t`Airport's name`} maxLength={120} />}
            </form.AppField>
          </div>
        </fieldset>

        <fieldset className="extranet-section">
          <legend className="extranet-section__title">
            <Trans>Images</Trans>
          </legend>
          <p className="extranet-muted">
            <Trans>The first image is the property's card in the search.</Trans>
          </p>
          <form.AppField name="images" mode="array">
            {(list) => (
              <ImageList
                kind="image"
                urls={list.state.value}
                {...listMoves(list)}
                onAdd={(url) => list.pushValue(url)}
              />
            )}
          </form.AppField>
        </fieldset>
        <fieldset className="extranet-section">
          <legend className="extranet-section__title">
            <Trans>Floor plans</Trans>
          </legend>
          <form.AppField name="floorplans" mode="array">
            {(list) => (
              <ImageList
                kind="plan"
                urls={list.state.value}
                {...listMoves(list)}
                onAdd={(url) => list.pushValue(url)}
              />
            )}
          </form.AppField>
        </fieldset>

        <SalesFields form={form} currency={answer.property.currency} />

        <div className="extranet-form__actions property-editor__save">
          <form.Subscribe selector={(s) => s.isSubmitting}>
            {(busy) => (
              <button type="submit" className="button button--primary" disabled={busy}>
                <Trans>Save the property</Trans>
              </button>
            )}
          </form.Subscribe>
        </div>
        <form.Subscribe selector={(s) => s.submissionAttempts > 0 && !s.isValid}>
          {(invalid) =>
            invalid ? (
              <p className="extranet-failure">
                <Trans>Nothing was saved: please check the fields marked above.</Trans>
              </p>
            ) : null
          }
        </form.Subscribe>
        {failure ? (
          <p className="extranet-failure" role="alert">
            {failure}
          </p>
        ) : null}
      </form>
    </FieldMessagesProvider>
  )
}
