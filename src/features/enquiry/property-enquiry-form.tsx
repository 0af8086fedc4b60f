import './enquiry.css'
import { Trans, useLingui } from '@lingui/react/macro'
import { useQuery } from '@tanstack/react-query'
import { useEffect, useRef, useState } from 'react'
import * as v from 'valibot'
import type { Stay } from '#domain/catalogue/types.ts'
import { PROPERTY_ENQUIRY_SUBJECT } from '#domain/contact/mailer-payload.ts'
import { localIsoDate } from '#domain/dates/iso-date.ts'
import { PropertyEnquiryContactSchema, propertyEnquiryPeriodSchema } from '#domain/enquiry/property-enquiry.ts'
import { FieldMessagesProvider } from '#ui/form/field-messages.tsx'
import { FormStatus, type SendState } from '#ui/form/form-status.tsx'
import { useEnquiryMessageTranslator } from './enquiry-messages.ts'
import { useSendEnquiry } from './mutations.ts'
import { PropertyContactStep, type PropertyContactForm } from './property-contact-step.tsx'
import { PropertyPeriodStep, type PropertyPeriodForm } from './property-period-step.tsx'
import { propertyStaysQueryOptions } from '#lib/catalogue/queries.ts'
import { EnquiryFailureText, EnquirySuccessText, SendingText } from './send-result.tsx'
import { Stepper } from '#ui/stepper.tsx'

export type EnquiryProperty = { _id: string; name: string; city: string; serviceLevels: readonly string[] }

type Props = {
  property: EnquiryProperty
  /** the property's stays when the page has them; otherwise they are fetched for the 'period sold' rule */
  stays?: readonly Stay[]
  initialPeriod?: { checkIn: string; checkOut: string }
  /** shown after a successful send, e.g. to close the dialog */
  onClose?: () => void
}

/** one array for 'no stays yet', so the period step re-checks only when stays really arrive */
const NO_STAYS: readonly Stay[] = []

const emptyContact: PropertyContactForm = { fullname: '', email: '', phone: '', city: '', text: '' }

/**
 * The property enquiry (docs/product/enquiries.md#property-enquiry): step 1 the period, step 2 the contact;
 * 'Sending...', then the success or failure text (docs/product/enquiries.md#sending-and-answers). Used by the
 * enquire-now dialog and the property page's side form (desktop B2C).
 */
export function PropertyEnquiryForm({ property, stays, initialPeriod, onClose }: Props) {
  const { t, i18n } = useLingui()
  const translate = useEnquiryMessageTranslator()
  const fetched = useQuery({ ...propertyStaysQueryOptions(property._id), enabled: !stays })
  const knownStays = stays ?? fetched.data?.stays ?? NO_STAYS
  const [step, setStep] = useState(0)
  const [period, setPeriod] = useState<PropertyPeriodForm>(() => ({
    checkIn: initialPeriod?.checkIn ?? '',
    checkOut: initialPeriod?.checkOut ?? '',
    serviceLevel: property.serviceLevels.length === 1 ? property.serviceLevels[0]! : '',
    adults: '2',
    children: '0',
    contactConsent: false,
  }))
  const [contact, setContact] = useState(emptyContact)
  const send = useSendEnquiry()
  const titleRef = useRef<HTMLHeadingElement>(null)
  const moved = useRef(false)
  const steps = [t`Period`, t`Contact`]
  const state: SendState = send.isPending ? 'sending' : send.isSuccess ? 'positive' : send.isError ? 'negative' : 'idle'

  useEffect(() => {
    if (moved.current) titleRef.current?.focus()
  }, [step, send.isSuccess])

  const submit = (values: PropertyContactForm) => {
    setContact(values)
    const ctx = { today: localIsoDate(), stays: knownStays, serviceLevels: property.serviceLevels }
    send.mutate({
      subject: PROPERTY_ENQUIRY_SUBJECT,
      propertyId: property._id,
      language: i18n.locale,
      ...v.parse(propertyEnquiryPeriodSchema(ctx), period),
      ...v.parse(PropertyEnquiryContactSchema, values),
    })
  }

  if (send.isSuccess) {
    const { name } = property
    return (
      <div className="property-enquiry property-enquiry--done">
        <h3 ref={titleRef} tabIndex={-1} className="property-enquiry__title">
          <Trans>Your enquiry is on its way</Trans>
        </h3>
        <FormStatus state="positive" positive={<EnquirySuccessText />} />
        {onClose ? (
          <button type="button" className="button button--primary" onClick={onClose}>
            <Trans>Back to {name}</Trans>
          </button>
        ) : null}
      </div>
    )
  }

  return (
    <FieldMessagesProvider translate={translate}>
      <div className="property-enquiry">
        <Stepper steps={steps} current={step} label={t`Enquiry steps`} />
        <h3 ref={titleRef} tabIndex={-1} className="property-enquiry__title">
          {step === 0 ? <Trans>Your period</Trans> : <Trans>How can we reach you?</Trans>}
        </h3>
        {step === 0 ? (
          <PropertyPeriodStep
            initial={period}
            stays={knownStays}
            serviceLevels={property.serviceLevels}
            onNext={(values) => {
              moved.current = true
              setPeriod(values)
              setStep(1)
            }}
          />
        ) : (
          <>
            <PropertyContactStep
              initial={contact}
              sending={send.isPending}
              onSend={submit}
              onBack={(values) => {
                moved.current = true
                setContact(values)
                setStep(0)
              }}
            />
            <FormStatus state={state} sending={<SendingText />} negative={<EnquiryFailureText />} />
          </>
        )}
      </div>
    </FieldMessagesProvider>
  )
}
