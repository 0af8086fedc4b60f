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
 * focus; every change can be reported (a draft) through `onChange`.
 */
export function useStepForm<T extends object>(
  opts: {
    initial: T
    onValid: (values: T) => void | Promise<void>
    onChange?: (values: T) => void
    /** when this changes after a submit attempt (e.g. the stays arrived), the messages are checked again */
    revalidateOn?: unknown
  } & ({ schema: v.GenericSchema; validate?: never } | { validate: Validator; schema?: never }),
) {
  const ref = useRef<HTMLFormElement>(null)
  const form = useAppForm({
    defaultValues: opts.initial,
    validationLogic: revalidateLogic({ mode: 'submit', modeAfterSubmission: 'change' }),
    validators: { onDynamic: opts.validate ?? schemaValidator(opts.schema!) },
    listeners: { onChange: ({ formApi }) => opts.onChange?.(formApi.state.values) },
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
