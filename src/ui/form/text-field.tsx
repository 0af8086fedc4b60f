import type { InputHTMLAttributes } from 'react'
import { FieldShell, type FieldChrome } from './field-shell.tsx'
import { useFieldContext } from './form-context.ts'

type Props = FieldChrome &
  Pick<InputHTMLAttributes<HTMLInputElement>, 'type' | 'autoComplete' | 'placeholder' | 'inputMode' | 'maxLength'> & {
    /** what the field keeps of what is typed (e.g. a number's digits); everything, unchanged, without it */
    keep?: (typed: string) => string
  }

/** A text input bound to its TanStack Form field; what is typed is kept as typed (or as `keep` says). */
export function TextField({ label, hint, hideLabel, className, type = 'text', keep, ...input }: Props) {
  const field = useFieldContext<string>()
  return (
    <FieldShell label={label} hint={hint} hideLabel={hideLabel} className={className}>
      {({ inputId, describedBy, invalid }) => (
        <input
          {...input}
          id={inputId}
          name={field.name}
          type={type}
          className="field__control"
          value={field.state.value ?? ''}
          onChange={(event) => field.handleChange(keep ? keep(event.target.value) : event.target.value)}
          onBlur={field.handleBlur}
          aria-invalid={invalid || undefined}
          aria-describedby={describedBy}
        />
      )}
    </FieldShell>
  )
}
