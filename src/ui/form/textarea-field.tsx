import { FieldShell, type FieldChrome } from './field-shell.tsx'
import { useFieldContext } from './form-context.ts'

/** A textarea (3 rows by default, docs/product/chrome-and-navigation.md#forms) bound to its field. */
export function TextareaField({
  label,
  hint,
  hideLabel,
  className,
  rows = 3,
  maxLength,
}: FieldChrome & { rows?: number; maxLength?: number }) {
  const field = useFieldContext<string>()
  return (
    <FieldShell label={label} hint={hint} hideLabel={hideLabel} className={className}>
      {({ inputId, describedBy, invalid }) => (
        <textarea
          id={inputId}
          name={field.name}
          className="field__control field__control--textarea"
          rows={rows}
          maxLength={maxLength}
          value={field.state.value ?? ''}
          onChange={(event) => field.handleChange(event.target.value)}
          onBlur={field.handleBlur}
          aria-invalid={invalid || undefined}
          aria-describedby={describedBy}
        />
      )}
    </FieldShell>
  )
}
