import { Trans, useLingui } from '@lingui/react/macro'
import { useQuery } from '@tanstack/react-query'
import { useId } from 'react'
import type { FacilityEntry } from '#domain/extranet/content-sections.ts'
import type { SalesManager } from '#domain/catalogue/types.ts'
import { hotelFacilitiesQueryOptions } from '#lib/catalogue/queries.ts'
import { FieldError } from '#ui/form/field-shell.tsx'
import { useFieldContext } from '#ui/form/form-context.ts'
import type { ContentFormApi } from './content-form-api.ts'
import { useImageUpload } from './images-list.tsx'
import { NumberField } from './number-field.tsx'
import { programsQueryOptions } from './queries.ts'

type Props = { form: ContentFormApi; language: 'en' | 'de' }

const blank = { en: '', de: '' }
const NEW_FACILITY: FacilityEntry = { facilityId: '', priceText: { ...blank }, description: { ...blank } }
const NEW_MANAGER: SalesManager = { fullName: '', email: '', image: '' }

const languageName = (language: 'en' | 'de') => (language === 'en' ? 'English' : 'Deutsch')

/** The list's own message (e.g. a facility listed twice), beside the list. */
function ListError() {
  const id = useId()
  return <FieldError id={id} />
}

/**
 * Facilities from the fixed list (GET /api/facilities?kind=hotel): each one chosen once, with a price text and a
 * description in the chosen language (docs/product/extranet.md#hotel-page-fields).
 */
export function FacilitiesSection({ form, language }: Props) {
  const { t } = useLingui()
  const list = useQuery(hotelFacilitiesQueryOptions('hotel'))
  const L = (label: string) => `${label} (${languageName(language)})`
  const known = list.data ?? []
  return (
    <fieldset className="extranet-section">
      <legend className="extranet-section__title">
        <Trans>Facilities</Trans>
      </legend>
      <form.AppField name="facilities" mode="array">
        {(facilities) => (
          <>
            {facilities.state.value.map((entry, i) => {
              const name = known.find((f) => f._id === entry.facilityId)?.name
              // a stored facility no longer in the list keeps its name as its id: shown, and a save asks for another
              const options = [
                ...known.map((f) => ({ value: f._id, label: f.name })),
                ...(entry.facilityId && !name ? [{ value: entry.facilityId, label: entry.facilityId }] : []),
              ]
              return (
                <div key={i} className="extranet-item" role="group" aria-label={name ?? t`New facility`}>
                  <form.AppField name={`facilities[${i}].facilityId`}>
                    {(field) => (
                      <field.SelectField label={t`Facility`} placeholder={t`Choose a facility`} options={options} />
                    )}
                  </form.AppField>
                  <form.AppField name={`facilities[${i}].priceText.${language}`}>
                    {(field) => <field.TextField label={L(t`Price, e.g. Included`)} maxLength={2000} />}
                  </form.AppField>
                  <form.AppField name={`facilities[${i}].description.${language}`}>
                    {(field) => <field.TextareaField label={L(t`Description`)} maxLength={2000} />}
                  </form.AppField>
                  <button
                    type="button"
                    className="button button--ghost button--small"
                    onClick={() => facilities.removeValue(i)}
                  >
                    <Trans>Remove this facility</Trans>
                  </button>
                </div>
              )
            })}
            <ListError />
            <button
              type="button"
              className="button button--ghost button--small"
              onClick={() => facilities.pushValue(structuredClone(NEW_FACILITY))}
            >
              <Trans>Add a facility</Trans>
            </button>
          </>
        )}
      </form.AppField>
    </fieldset>
  )
}

/** Adults only, the youngest guest, and up to which age a guest is an infant or a child; the check-in age. */
export function AgePolicySection({ form }: Pick<Props, 'form'>) {
  const { t } = useLingui()
  return (
    <fieldset className="extranet-section">
      <legend className="extranet-section__title">
        <Trans>Age policy</Trans>
      </legend>
      <form.AppField name="agePolicy.isAdultsOnlyHotel">
        {(field) => <field.CheckboxField label={t`Adults only`} />}
      </form.AppField>
      <div className="extranet-section__pair">
        <form.AppField name="agePolicy.minGuestAge">
          {() => <NumberField label={t`Youngest guest (age)`} required />}
        </form.AppField>
        <form.AppField name="agePolicy.maxAgeConsideredInfant">
          {() => <NumberField label={t`Infants up to (age)`} required />}
        </form.AppField>
        <form.AppField name="agePolicy.maxAgeConsideredChild">
          {() => <NumberField label={t`Children up to (age)`} required />}
        </form.AppField>
        <form.AppField name="checkIn.minAge">
          {() => <NumberField label={t`Minimum age to check in`} required />}
        </form.AppField>
      </div>
      {/* infants older than children: said under the ages */}
      <form.AppField name="agePolicy">{() => <ListError />}</form.AppField>
    </fieldset>
  )
}

/** The hotel's sales managers as agents see them on the Sales tab: name, e-mail, a portrait (upload). */
export function SalesManagersSection({ form }: Pick<Props, 'form'>) {
  const { t } = useLingui()
  return (
    <fieldset className="extranet-section">
      <legend className="extranet-section__title">
        <Trans>Sales managers</Trans>
      </legend>
      <form.AppField name="salesManagers" mode="array">
        {(managers) => (
          <>
            {managers.state.value.map((manager, i) => (
              <div key={i} className="extranet-item" role="group" aria-label={manager.fullName || t`New sales manager`}>
                <form.AppField name={`salesManagers[${i}].fullName`}>
                  {(field) => <field.TextField label={t`Full name`} autoComplete="off" maxLength={200} />}
                </form.AppField>
                <form.AppField name={`salesManagers[${i}].email`}>
                  {(field) => <field.TextField label={t`E-mail`} type="email" autoComplete="off" maxLength={200} />}
                </form.AppField>
                <form.AppField name={`salesManagers[${i}].image`}>{() => <PortraitField />}</form.AppField>
                <button
                  type="button"
                  className="button button--ghost button--small"
                  onClick={() => managers.removeValue(i)}
                >
                  <Trans>Remove this sales manager</Trans>
                </button>
              </div>
            ))}
            <button
              type="button"
              className="button button--ghost button--small"
              onClick={() => managers.pushValue({ ...NEW_MANAGER })}
            >
              <Trans>Add a sales manager</Trans>
            </button>
          </>
        )}
      </form.AppField>
    </fieldset>
  )
}

/** A sales manager's portrait: the thumbnail, a file input (the page's image upload), Remove. */
function PortraitField() {
  const { t } = useLingui()
  const field = useFieldContext<string>()
  const { busy, failure, onFile } = useImageUpload((url) => field.handleChange(url))
  const id = useId()
  return (
    <div className="extranet-image">
      {field.state.value ? (
        <img src={field.state.value} alt="" className="extranet-image__thumb" loading="lazy" />
      ) : (
        <span className="extranet-muted">
          <Trans>No portrait</Trans>
        </span>
      )}
      <label className="field" htmlFor={id}>
        <span className="field__label">
          <Trans>Portrait (PNG, JPEG, WebP or SVG, at most 5 MB)</Trans>
        </span>
        <input
          id={id}
          type="file"
          className="field__control"
          accept="image/png,image/jpeg,image/webp,image/svg+xml"
          disabled={busy}
          onChange={(e) => void onFile(e)}
        />
      </label>
      {field.state.value ? (
        <div className="extranet-image__actions">
          <button
            type="button"
            className="button button--ghost button--small"
            aria-label={t`Remove the portrait`}
            onClick={() => field.handleChange('')}
          >
            <Trans>Remove</Trans>
          </button>
        </div>
      ) : null}
      <FieldError id={`${id}-error`} />
      {failure ? (
        <p className="extranet-failure" role="alert">
          {failure}
        </p>
      ) : null}
    </div>
  )
}

/** The programs the hotel belongs to (Virtuoso, Serandipians…): our admins' only (a hotel's team never sees them). */
export function ProgramsSection({ form }: Pick<Props, 'form'>) {
  const { t } = useLingui()
  const programs = useQuery(programsQueryOptions())
  return (
    <form.AppField name="programIds">
      {(field) =>
        programs.isError ? (
          <p className="extranet-failure" role="alert">
            <Trans>The programs could not be loaded.</Trans>
          </p>
        ) : (
          <field.CheckboxGroupField
            legend={t`Programs (our admins only)`}
            options={(programs.data ?? []).map((p) => ({ value: p._id, label: p.name }))}
          />
        )
      }
    </form.AppField>
  )
}
