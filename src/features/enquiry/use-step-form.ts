import { revalidateLogic } from '@tanstack/react-form'
import type * as v from 'valibot'
import { useEffect, useRef } from 'react'
import { useAppForm } from '#ui/form/app-form.ts'
import { schemaValidator } from '#ui/form/schema-validator.ts'

/**
 * One step of a multi-step form: validated with its domain schema on Proceed, then again on every
 * change (a message disappears as soon as the input is right); the first invalid field gets focus.
 */
export function useStepForm<T extends object>(opts: {
  initial: T
  schema: v.GenericSchema
  onValid: (values: T) => void | Promise<void>
  /** when this changes after a submit attempt (e.g. the stays arrived), the messages are checked again */
  revalidateOn?: unknown
}) {
  const ref = useRef<HTMLFormElement>(null)
  const form = useAppForm({
    defaultValues: opts.initial,
    validationLogic: revalidateLogic({ mode: 'submit', modeAfterSubmission: 'change' }),
    validators: { onDynamic: schemaValidator(opts.schema) },
    onSubmit: ({ value }) => opts.onValid(value),
    onSubmitInvalid: () => {
      requestAnimationFrame(() =>
        ref.current
          ?.querySelector<HTMLElement>('[aria-invalid="true"], .field--invalid input, .field--invalid select')
          ?.focus(),
      )
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
