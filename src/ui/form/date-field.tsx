import { FieldShell, type FieldChrome } from './field-shell.tsx'
import { useFieldContext } from './form-context.ts'

type Props = FieldChrome & { min?: string; max?: string }

/** A native date input (YYYY-MM-DD) with min/max; an empty value is kept as ''. */
export function DateField({ label, hint, hideLabel, className, min, max }: Props) {
  const field = useFieldContext<string>()
  return (
    <FieldShell
      label={label}
      hint={hint}
      hideLabel={hideLabel}
      className={['field--date', className].filter(Boolean).join(' ')}
    >
      {({ inputId, describedBy, invalid }) => (
        <input
          id={inputId}
          name={field.name}
          type="date"
          className="field__control"
          min={min}
          max={max}
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
