import './content-sections.css'
import { Trans, useLingui } from '@lingui/react/macro'
import type { DiningVenue } from '#domain/extranet/content-sections.ts'
import type { ContentFormApi } from './content-form-api.ts'
import { AgePolicySection, FacilitiesSection, ProgramsSection, SalesManagersSection } from './content-more-sections.tsx'
import { ImageList, listMoves } from './images-list.tsx'
import { MiceSection } from './mice-section.tsx'

type Props = { form: ContentFormApi; language: 'en' | 'de' }

const blank = { en: '', de: '' }
const NEW_VENUE: DiningVenue = {
  type: { ...blank },
  name: '',
  michelinStars: 0,
  description: { ...blank },
  openingHours: { ...blank },
}

/**
 * The hotel page's sections beside the description (docs/product/extranet.md#hotel-page-fields): images (upload,
 * order, alt texts, remove), facilities, dining venues, check-in, the age policy, policies, reservation hours and
 * chat, sales managers, MICE facilities and, for our admins only, programs (a hotel's team never sees them; its save
 * sends them back as they are). Texts in the language chosen above.
 */
export function ContentSections({ form, language, canChangePrograms }: Props & { canChangePrograms: boolean }) {
  const { t } = useLingui()
  const lang = language === 'en' ? 'English' : 'Deutsch'
  const L = (label: string) => `${label} (${lang})`
  return (
    <>
      <ImagesSection form={form} language={language} />
      <FacilitiesSection form={form} language={language} />
      <fieldset className="extranet-section">
        <legend className="extranet-section__title">
          <Trans>Dining venues</Trans>
        </legend>
        <form.AppField name="diningVenues" mode="array">
          {(list) => (
            <>
              {list.state.value.map((venue, i) => (
                <div key={i} className="extranet-item" role="group" aria-label={venue.name || t`New dining venue`}>
                  <form.AppField name={`diningVenues[${i}].name`}>
                    {(field) => <field.TextField label={t`Name`} maxLength={200} />}
                  </form.AppField>
                  <form.AppField name={`diningVenues[${i}].type.${language}`}>
                    {(field) => <field.TextField label={L(t`Type, e.g. Restaurant`)} maxLength={200} />}
                  </form.AppField>
                  <form.AppField name={`diningVenues[${i}].michelinStars`}>
                    {(field) => (
                      <label className="field">
                        <span className="field__label">
                          <Trans>Michelin stars</Trans>
                        </span>
                        <select
                          className="field__control"
                          name={field.name}
                          value={String(field.state.value)}
                          onChange={(e) => field.handleChange(Number(e.target.value))}
                        >
                          {[0, 1, 2, 3].map((n) => (
                            <option key={n} value={n}>
                              {n}
                            </option>
                          ))}
                        </select>
                      </label>
                    )}
                  </form.AppField>
                  <form.AppField name={`diningVenues[${i}].description.${language}`}>
                    {(field) => <field.TextareaField label={L(t`Description`)} maxLength={2000} />}
                  </form.AppField>
                  <form.AppField name={`diningVenues[${i}].openingHours.${language}`}>
                    {(field) => <field.TextField label={L(t`Opening hours`)} maxLength={2000} />}
                  </form.AppField>
                  <button
                    type="button"
                    className="button button--ghost button--small"
                    onClick={() => list.removeValue(i)}
                  >
                    <Trans>Remove this dining venue</Trans>
                  </button>
                </div>
              ))}
              <button
                type="button"
                className="button button--ghost button--small"
                onClick={() => list.pushValue(structuredClone(NEW_VENUE))}
              >
                <Trans>Add a dining venue</Trans>
              </button>
            </>
          )}
        </form.AppField>
      </fieldset>
      <fieldset className="extranet-section">
        <legend className="extranet-section__title">
          <Trans>Check-in</Trans>
        </legend>
        <div className="extranet-section__pair">
          <form.AppField name="checkIn.startTime">
            {(field) => <field.TextField label={t`Check-in from (HH:MM)`} inputMode="numeric" maxLength={5} />}
          </form.AppField>
          <form.AppField name="checkIn.endTime">
            {(field) => <field.TextField label={t`Check-in until (HH:MM)`} inputMode="numeric" maxLength={5} />}
          </form.AppField>
        </div>
        <form.AppField name={`checkIn.deposit.${language}`}>
          {(field) => <field.TextareaField label={L(t`Deposit`)} maxLength={2000} />}
        </form.AppField>
        <form.AppField name={`checkIn.instructions.${language}`}>
          {(field) => <field.TextareaField label={L(t`Check-in instructions`)} maxLength={2000} />}
        </form.AppField>
        <form.AppField name="checkIn.isCreditCardRequired">
          {(field) => <field.CheckboxField label={t`A credit card is required`} />}
        </form.AppField>
        <form.AppField name="checkIn.isPhotoIdRequired">
          {(field) => <field.CheckboxField label={t`A photo ID is required`} />}
        </form.AppField>
      </fieldset>
      <AgePolicySection form={form} />
      <fieldset className="extranet-section">
        <legend className="extranet-section__title">
          <Trans>Policies and contact</Trans>
        </legend>
        <form.AppField name={`smokingPolicy.${language}`}>
          {(field) => <field.TextareaField label={L(t`Smoking policy`)} maxLength={2000} />}
        </form.AppField>
        <form.AppField name="petPolicy.arePetsAllowed">
          {(field) => <field.CheckboxField label={t`Pets are allowed`} />}
        </form.AppField>
        <form.AppField name={`petPolicy.restrictions.${language}`}>
          {(field) => <field.TextField label={L(t`Pet restrictions`)} maxLength={2000} />}
        </form.AppField>
        <form.AppField name={`bookingPolicyMarkdown.${language}`}>
          {(field) => <field.TextareaField label={L(t`Booking policy (Markdown)`)} maxLength={20000} />}
        </form.AppField>
        <form.AppField name={`houseRulesMarkdown.${language}`}>
          {(field) => <field.TextareaField label={L(t`House rules (Markdown)`)} maxLength={20000} />}
        </form.AppField>
        <form.AppField name={`reservationHours.${language}`}>
          {(field) => <field.TextField label={L(t`Reservation hours`)} maxLength={2000} />}
        </form.AppField>
        <form.AppField name="isChatEnabled">
          {(field) => <field.CheckboxField variant="switch" label={t`Agents can chat with the hotel`} />}
        </form.AppField>
      </fieldset>
      <SalesManagersSection form={form} />
      <MiceSection form={form} language={language} />
      {canChangePrograms ? <ProgramsSection form={form} /> : null}
    </>
  )
}

/** The gallery in its order (the first image is the hotel's card): upload, move, remove, alt texts. */
function ImagesSection({ form, language }: Props) {
  const { t } = useLingui()
  const lang = language === 'en' ? 'English' : 'Deutsch'
  return (
    <fieldset className="extranet-section">
      <legend className="extranet-section__title">
        <Trans>Images</Trans>
      </legend>
      <form.AppField name="images" mode="array">
        {(list) => (
          <ImageList
            kind="image"
            urls={list.state.value.map((image) => image.url)}
            {...listMoves(list)}
            onAdd={(url) => list.pushValue({ url, alt: { ...blank } })}
            altField={(i) => (
              <form.AppField name={`images[${i}].alt.${language}`}>
                {(field) => <field.TextField label={`${t`Alt text`} (${lang})`} maxLength={2000} />}
              </form.AppField>
            )}
          />
        )}
      </form.AppField>
    </fieldset>
  )
}
