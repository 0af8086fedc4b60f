import { revalidateLogic } from '@tanstack/react-form'
import type * as v from 'valibot'
import { useEffect, useRef } from 'react'
import { useAppForm } from '#ui/form/app-form.ts'
import { schemaValidator } from '#ui/form/schema-validator.ts'
import type { ConsumerBookingForm } from './consumer-booking-model.ts'

/**
 * The booking form over the domain schema: checked on submit, then on every change; the first
 * invalid field gets focus, or the price summary when only the price is missing.
 */
export function useBookingForm(opts: {
  initial: ConsumerBookingForm
  schema: v.GenericSchema
  /** the form's values as the schema reads them (the request body) */
  toBody: (values: ConsumerBookingForm) => unknown
  onValid: (values: ConsumerBookingForm) => void
  /** when this changes after a submit attempt (the stays arrived), the messages are checked again */
  revalidateOn?: unknown
}) {
  const ref = useRef<HTMLFormElement>(null)
  const validate = schemaValidator(opts.schema)
  const form = useAppForm({
    defaultValues: opts.initial,
    validationLogic: revalidateLogic({ mode: 'submit', modeAfterSubmission: 'change' }),
    validators: { onDynamic: ({ value }: { value: ConsumerBookingForm }) => validate({ value: opts.toBody(value) }) },
    onSubmit: ({ value }) => opts.onValid(value),
    onSubmitInvalid: () => {
      requestAnimationFrame(() => {
        const first =
          ref.current?.querySelector<HTMLElement>('[aria-invalid="true"], .field--invalid input, .field--invalid select') ??
          ref.current?.querySelector<HTMLElement>('#booking-summary-title')
        first?.focus()
      })
    },
  })
  useEffect(() => {
    if (form.state.submissionAttempts > 0) void form.validate('change')
  }, [form, opts.revalidateOn])
  const onSubmit = (event: { preventDefault: () => void }) => {
    event.preventDefault()
    void form.handleSubmit()
  }
  return { form, ref, onSubmit }
}
