import { Trans, useLingui } from '@lingui/react/macro'
import { useStore } from '@tanstack/react-form'
import type { ChangeEvent } from 'react'
import { useEffect, useId, useState } from 'react'
import type { TravelAgencyDto } from '#domain/auth/current-user.ts'
import type { OnboardingDraftValues } from '#domain/onboarding/types.ts'
import { useOnboardingMessageTranslator } from '#lib/messages/onboarding-messages.ts'
import { FieldMessagesProvider } from '#ui/form/field-messages.tsx'
import { useStepForm } from '#ui/form/use-step-form.ts'
import { showToast } from '#ui/toast/toast-store.ts'
import { ColourField } from './colour-field.tsx'
import type { DesignValues } from './design-form.ts'
import {
  LOGO_TYPES,
  checkLogoFile,
  designContrastWarnings,
  initialDesignValues,
  toDesignPatch,
  validateDesign,
} from './design-form.ts'
import { DesignPreview } from './design-preview.tsx'
import { ContrastWarnings } from './contrast-warnings.tsx'
import type { StepFailure } from './failure.ts'
import { stepFailureOf } from './failure.ts'
import { useSaveDesign } from './mutations.ts'
import { StepFailureNotice } from './step-failure-notice.tsx'

type Props = {
  agency: TravelAgencyDto
  /** the agency's supervisors (and admins) may change its design */
  canEdit: boolean
  draft: OnboardingDraftValues['design']
  onChange: (values: DesignValues) => void
  onSaved: (agency: TravelAgencyDto) => void
  onSkip: () => void
}

/**
 * The corporate design step, optional (docs/product/onboarding.md#corporate-design): logo, main and accent colour,
 * inverted font, the 'colorful' theme, a live preview and the WCAG AA warnings; 'Save' uploads the logo and patches
 * the design, and the whole app takes it on at once.
 */
export function DesignStep({ agency, canEdit, draft, onChange, onSaved, onSkip }: Props) {
  const { t } = useLingui()
  const translate = useOnboardingMessageTranslator()
  const save = useSaveDesign(agency._id)
  const [failure, setFailure] = useState<StepFailure | null>(null)
  const [initial] = useState(() => initialDesignValues(draft, agency.corporateDesign))
  const logo = useLogoChoice(agency.corporateDesign?.logoUrl ?? null)
  const { form, ref, onSubmit } = useStepForm<DesignValues>({
    initial,
    validate: validateDesign,
    onChange,
    onValid: async (values) => {
      setFailure(null)
      if (logo.error) return
      try {
        onSaved(await save.mutateAsync({ logo: logo.file, patch: toDesignPatch(values) }))
      } catch (error) {
        const reason = stepFailureOf(error)
        if (reason.kind === 'unauthenticated') showToast(t`Not authenticated`, { tone: 'negative' })
        setFailure(reason)
      }
    },
  })
  const values = useStore(form.store, (state) => state.values)
  const logoInputId = useId()
  return (
    <FieldMessagesProvider translate={translate}>
      <form ref={ref} className="onboarding-step" noValidate onSubmit={onSubmit} aria-labelledby="design-step-title">
        <h2 id="design-step-title" className="onboarding-step__title">
          <Trans>Your corporate design</Trans>
        </h2>
        <p className="onboarding-step__intro">
          <Trans>
            Optional: your logo and colours on every page your agents see, and on the offers they send to clients.
          </Trans>
        </p>
        {canEdit ? null : (
          <p className="onboarding-step__note" role="status">
            <Trans>Only your agency's supervisors can change its corporate design.</Trans>
          </p>
        )}
        <div className="design-step">
          <fieldset className="design-step__fields" disabled={!canEdit || save.isPending}>
            <legend className="visually-hidden">
              <Trans>Logo and colours</Trans>
            </legend>
            <div className={logo.error ? 'field field--invalid' : 'field'}>
              <label className="field__label" htmlFor={logoInputId}>
                <Trans>Logo</Trans>
              </label>
              <input
                id={logoInputId}
                type="file"
                className="design-step__file"
                accept={LOGO_TYPES.join(',')}
                onChange={logo.choose}
                aria-invalid={logo.error ? true : undefined}
                aria-describedby={`${logoInputId}-hint${logo.error ? ` ${logoInputId}-error` : ''}`}
              />
              <p className="field__hint" id={`${logoInputId}-hint`}>
                <Trans>PNG, JPEG, WebP or SVG, at most 1 MB.</Trans>
              </p>
              {logo.error ? (
                <p className="field__error" id={`${logoInputId}-error`} role="alert">
                  {translate(logo.error)}
                </p>
              ) : null}
            </div>
            <form.AppField name="main">{() => <ColourField label={t`Main colour`} />}</form.AppField>
            <form.AppField name="accentOnMain">
              {() => <ColourField label={t`Accent colour`} hint={t`Links and highlights on the main colour`} />}
            </form.AppField>
            <form.AppField name="invertedFont">
              {(field) => <field.CheckboxField variant="switch" label={t`Dark text on the main colour`} />}
            </form.AppField>
            <form.AppField name="colorful">
              {(field) => (
                <field.CheckboxField
                  variant="switch"
                  label={t`Colorful theme`}
                  hint={t`A light menu bar with your main colour for its text`}
                />
              )}
            </form.AppField>
          </fieldset>
          <div className="design-step__preview">
            <DesignPreview values={values} agencyName={agency.name} logoSrc={logo.previewSrc} />
            <ContrastWarnings warnings={designContrastWarnings(values)} />
          </div>
        </div>
        <StepFailureNotice failure={failure} />
        <div className="onboarding-step__actions">
          {canEdit ? (
            <button type="submit" className="button button--primary" disabled={save.isPending}>
              {save.isPending ? <Trans>Saving...</Trans> : <Trans>Save</Trans>}
            </button>
          ) : null}
          <button type="button" className="button button--ghost" onClick={onSkip}>
            <Trans>Skip for now</Trans>
          </button>
        </div>
      </form>
    </FieldMessagesProvider>
  )
}

/** The chosen logo file, checked at once (size, type), with an object URL for the preview. */
function useLogoChoice(storedUrl: string | null) {
  const [file, setFile] = useState<File | null>(null)
  const [error, setError] = useState<string | null>(null)
  const [objectUrl, setObjectUrl] = useState<string | null>(null)
  useEffect(() => (objectUrl ? () => URL.revokeObjectURL(objectUrl) : undefined), [objectUrl])
  const choose = (event: ChangeEvent<HTMLInputElement>) => {
    const chosen = event.target.files?.[0] ?? null
    const problem = chosen ? checkLogoFile(chosen) : null
    setError(problem)
    setFile(problem ? null : chosen)
    setObjectUrl(chosen && !problem && typeof URL.createObjectURL === 'function' ? URL.createObjectURL(chosen) : null)
  }
  return { file, error, choose, previewSrc: objectUrl ?? storedUrl }
}
