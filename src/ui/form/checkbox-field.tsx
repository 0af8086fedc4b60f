import type { ReactNode } from 'react'
import { useId } from 'react'
import { FieldError, useVisibleFieldError } from './field-shell.tsx'
import { useFieldContext } from './form-context.ts'

type Props = { label: ReactNode; hint?: ReactNode; className?: string; variant?: 'checkbox' | 'switch' }

/** A boolean field as a checkbox or a switch (role="switch"). */
export function CheckboxField({ label, hint, className, variant = 'checkbox' }: Props) {
  const field = useFieldContext<boolean>()
  const id = useId()
  const invalid = useVisibleFieldError() !== null
  const describedBy =
    [hint ? `${id}-hint` : null, invalid ? `${id}-error` : null].filter(Boolean).join(' ') || undefined
  return (
    <div
      className={['field', 'field--check', `field--${variant}`, invalid ? 'field--invalid' : null, className]
        .filter(Boolean)
        .join(' ')}
    >
      <label className="check" htmlFor={id}>
        <input
          id={id}
          type="checkbox"
          role={variant === 'switch' ? 'switch' : undefined}
          name={field.name}
          className={variant === 'switch' ? 'check__switch' : 'check__box'}
          checked={Boolean(field.state.value)}
          onChange={(event) => field.handleChange(event.target.checked)}
          onBlur={field.handleBlur}
          aria-invalid={invalid || undefined}
          aria-describedby={describedBy}
        />
        <span className="check__label">{label}</span>
      </label>
      {hint ? (
        <p className="field__hint" id={`${id}-hint`}>
          {hint}
        </p>
      ) : null}
      <FieldError id={`${id}-error`} />
    </div>
  )
}
