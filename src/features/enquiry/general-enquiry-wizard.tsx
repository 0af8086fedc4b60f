import { Trans, useLingui } from '@lingui/react/macro'
import { Link } from '@tanstack/react-router'
import { useEffect, useRef, useState } from 'react'
import * as v from 'valibot'
import { ENQUIRY_SUBJECT } from '#domain/contact/mailer-payload.ts'
import {
  EnquiryContactSchema,
  HolidayPreferencesSchema,
  generalInformationSchema,
} from '#domain/enquiry/general-enquiry.ts'
import { localIsoDate } from '#domain/dates/iso-date.ts'
import { FieldMessagesProvider } from '#ui/form/field-messages.tsx'
import { FormStatus, type SendState } from '#ui/form/form-status.tsx'
import { EnquiryContactStep } from './enquiry-contact-step.tsx'
import { useEnquiryMessageTranslator } from './enquiry-messages.ts'
import { GeneralInformationStep } from './general-information-step.tsx'
import type { GeneralEnquiryDraft } from './general-enquiry-model.ts'
import { HolidayPreferencesStep } from './holiday-preferences-step.tsx'
import { useSendEnquiry } from './mutations.ts'
import { EnquiryFailureText, EnquirySuccessText, SendingText } from './send-result.tsx'
import { Stepper } from '#ui/stepper.tsx'

/** The request body: the three steps as the schemas read them, plus subject and language. */
function generalEnquiryBody(draft: GeneralEnquiryDraft, language: string): Record<string, unknown> {
  return {
    subject: ENQUIRY_SUBJECT,
    language,
    ...v.parse(generalInformationSchema(localIsoDate()), draft.general),
    ...v.parse(HolidayPreferencesSchema, draft.preferences),
    ...v.parse(EnquiryContactSchema, draft.contact),
  }
}

/**
 * The consumer multi-step enquiry (docs/product/enquiries.md#general-enquiry): general information, holiday
 * preferences, contact, with 'Go back' / 'Proceed'. Entered values survive going back and a failed send.
 */
export function GeneralEnquiryWizard({ initialDraft }: { initialDraft: GeneralEnquiryDraft }) {
  const { t, i18n } = useLingui()
  const translate = useEnquiryMessageTranslator()
  const [step, setStep] = useState(0)
  const [draft, setDraft] = useState(initialDraft)
  const send = useSendEnquiry()
  const headingRef = useRef<HTMLHeadingElement>(null)
  const moved = useRef(false)
  const steps = [t`General information`, t`Holiday preferences`, t`Contact`]
  const state: SendState = send.isPending ? 'sending' : send.isSuccess ? 'positive' : send.isError ? 'negative' : 'idle'

  useEffect(() => {
    if (moved.current) headingRef.current?.focus()
  }, [step, send.isSuccess])

  const goTo = (next: number, patch: Partial<GeneralEnquiryDraft>) => {
    moved.current = true
    setDraft((current) => ({ ...current, ...patch }))
    setStep(next)
  }

  if (send.isSuccess) {
    return (
      <section className="enquiry-card enquiry-card--done" aria-labelledby="enquiry-step-title">
        <h2 id="enquiry-step-title" ref={headingRef} tabIndex={-1} className="enquiry-card__title">
          <Trans>Your enquiry is on its way</Trans>
        </h2>
        <FormStatus state="positive" positive={<EnquirySuccessText />} />
        <div className="enquiry-actions">
          <Link to="/search" className="button button--primary">
            <Trans>Discover our chalets</Trans>
          </Link>
          <Link to="/" className="button button--ghost">
            <Trans>Back to the homepage</Trans>
          </Link>
        </div>
      </section>
    )
  }

  return (
    <FieldMessagesProvider translate={translate}>
      <section className="enquiry-card" aria-labelledby="enquiry-step-title">
        <Stepper steps={steps} current={step} label={t`Enquiry steps`} />
        <h2 id="enquiry-step-title" ref={headingRef} tabIndex={-1} className="enquiry-card__title">
          {steps[step]}
        </h2>
        {step === 0 ? (
          <GeneralInformationStep initial={draft.general} onNext={(general) => goTo(1, { general })} />
        ) : null}
        {step === 1 ? (
          <HolidayPreferencesStep
            initial={draft.preferences}
            onNext={(preferences) => goTo(2, { preferences })}
            onBack={(preferences) => goTo(0, { preferences })}
          />
        ) : null}
        {step === 2 ? (
          <>
            <EnquiryContactStep
              initial={draft.contact}
              sending={send.isPending}
              sent={send.isSuccess}
              onBack={(contact) => goTo(1, { contact })}
              onSend={(contact) => {
                const next = { ...draft, contact }
                setDraft(next)
                send.mutate(generalEnquiryBody(next, i18n.locale))
              }}
            />
            <FormStatus state={state} sending={<SendingText />} negative={<EnquiryFailureText />} />
          </>
        ) : null}
      </section>
    </FieldMessagesProvider>
  )
}
