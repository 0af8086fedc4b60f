import { revalidateLogic } from '@tanstack/react-form'
import { useEffect, useRef } from 'react'
import { useAppForm } from '#ui/form/app-form.ts'

type Validator = (props: { value: unknown }) => { form: undefined; fields: Record<string, string> } | undefined

/**
 * One step of the booking wizard or the interest form: validated on Proceed, then on every change
 * (a message goes as soon as the input is right); the first invalid field gets focus; every change
 * is reported (the draft) through `onChange`.
 */
export function useLeadStep<T extends object>(opts: {
  initial: T
  validate: Validator
  onValid: (values: T) => void | Promise<void>
  onChange?: (values: T) => void
  /** when this changes after a submit attempt (e.g. the stays arrived), the messages are checked again */
  revalidateOn?: unknown
}) {
  const ref = useRef<HTMLFormElement>(null)
  const form = useAppForm({
    defaultValues: opts.initial,
    validationLogic: revalidateLogic({ mode: 'submit', modeAfterSubmission: 'change' }),
    validators: { onDynamic: opts.validate },
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
