import { revalidateLogic } from '@tanstack/react-form'
import type * as v from 'valibot'
import { useEffect, useRef } from 'react'
import { useAppForm } from './app-form.ts'
import { schemaValidator } from './schema-validator.ts'

type Validator = (props: { value: unknown }) => { form: undefined; fields: Record<string, string> } | undefined

/**
 * One step of a multi-step form (the enquiries, the booking wizard, the interest and consumer booking
 * forms): validated on Proceed with its domain schema (or a validator built from one), then again on
 * every change (a message disappears as soon as the input is right); the first invalid field gets
 * focus (or `focusFallback` when no field is invalid, e.g. a missing price); every change can be
 * reported (a draft) through `onChange`. With `toBody`, the schema checks the values as they are sent.
 */
export function useStepForm<T extends object>(
  opts: {
    initial: T
    onValid: (values: T) => void | Promise<void>
    onChange?: (values: T) => void
    /** when this changes after a submit attempt (e.g. the stays arrived), the messages are checked again */
    revalidateOn?: unknown
    /** a selector focused after an invalid submit when no field is marked invalid */
    focusFallback?: string
  } & (
    | { schema: v.GenericSchema; toBody?: (values: T) => unknown; validate?: never }
    | { validate: Validator; schema?: never; toBody?: never }
  ),
) {
  const ref = useRef<HTMLFormElement>(null)
  const form = useAppForm({
    defaultValues: opts.initial,
    validationLogic: revalidateLogic({ mode: 'submit', modeAfterSubmission: 'change' }),
    validators: { onDynamic: opts.validate ?? bodyValidator(opts.schema!, opts.toBody) },
    listeners: { onChange: ({ formApi }) => opts.onChange?.(formApi.state.values) },
    onSubmit: ({ value }) => opts.onValid(value),
    onSubmitInvalid: () => {
      requestAnimationFrame(() => {
        const invalid = ref.current?.querySelector<HTMLElement>(
          '[aria-invalid="true"], .field--invalid input, .field--invalid select',
        )
        const fallback = opts.focusFallback ? ref.current?.querySelector<HTMLElement>(opts.focusFallback) : null
        ;(invalid ?? fallback)?.focus()
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

/** The schema's check of the values, or of the body made from them. */
function bodyValidator<T>(schema: v.GenericSchema, toBody: ((values: T) => unknown) | undefined): Validator {
  const validate = schemaValidator(schema)
  return toBody ? ({ value }) => validate({ value: toBody(value as T) }) : validate
}
