import './forms.css'
import { useStore } from '@tanstack/react-form'
import type { ReactNode } from 'react'
import { useId } from 'react'
import { firstErrorMessage, useTranslateFieldMessage } from './field-messages.tsx'
import { useFieldContext } from './form-context.ts'

export type FieldChrome = {
  label: ReactNode
  hint?: ReactNode
  /** hides the label visually (still read by screen readers) */
  hideLabel?: boolean
  className?: string
}

export type FieldIds = {
  inputId: string
  hintId: string
  errorId: string
  describedBy: string | undefined
  invalid: boolean
}

/** The field's error once it was touched or a submit was attempted, translated. */
export function useVisibleFieldError(): string | null {
  const field = useFieldContext<unknown>()
  const translate = useTranslateFieldMessage()
  const attempts = useStore(field.form.store, (state) => state.submissionAttempts)
  const { isTouched, errors } = field.state.meta
  if (!isTouched && attempts === 0) return null
  const message = firstErrorMessage(errors)
  return message ? translate(message) : null
}

/** Label, control, hint and the error message next to the field (aria-describedby wired). */
export function FieldShell({
  label,
  hint,
  hideLabel,
  className,
  children,
}: FieldChrome & { children: (ids: FieldIds) => ReactNode }) {
  const inputId = useId()
  const error = useVisibleFieldError()
  const hintId = `${inputId}-hint`
  const errorId = `${inputId}-error`
  const describedBy = [hint ? hintId : null, error ? errorId : null].filter(Boolean).join(' ') || undefined
  return (
    <div className={['field', error ? 'field--invalid' : null, className].filter(Boolean).join(' ')}>
      <label className={hideLabel ? 'field__label visually-hidden' : 'field__label'} htmlFor={inputId}>
        {label}
      </label>
      {children({ inputId, hintId, errorId, describedBy, invalid: Boolean(error) })}
      {hint ? (
        <p className="field__hint" id={hintId}>
          {hint}
        </p>
      ) : null}
      {error ? (
        <p className="field__error" id={errorId} role="alert">
          {error}
        </p>
      ) : null}
    </div>
  )
}

/** An error line for controls without a single label (groups, sliders). */
export function FieldError({ id }: { id: string }) {
  const error = useVisibleFieldError()
  if (!error) return null
  return (
    <p className="field__error" id={id} role="alert">
      {error}
    </p>
  )
}
