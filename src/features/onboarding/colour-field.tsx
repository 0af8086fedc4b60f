import { useLingui } from '@lingui/react/macro'
import { FieldShell } from '#ui/form/field-shell.tsx'
import { useFieldContext } from '#ui/form/form-context.ts'
import { colourInputValue } from './design-form.ts'

/** A colour as a picker (type=color) and as text (#rrggbb or rgb()), both bound to one TanStack Form field. */
export function ColourField({ label, hint }: { label: string; hint?: string }) {
  const { t } = useLingui()
  const field = useFieldContext<string>()
  return (
    <FieldShell label={label} hint={hint} className="colour-field">
      {({ inputId, describedBy, invalid }) => (
        <div className="colour-field__controls">
          <input
            type="color"
            className="colour-field__picker"
            aria-label={t`${label}: colour picker`}
            value={colourInputValue(field.state.value)}
            onChange={(event) => field.handleChange(event.target.value)}
            onBlur={field.handleBlur}
          />
          <input
            id={inputId}
            name={field.name}
            type="text"
            className="field__control colour-field__text"
            spellCheck={false}
            autoComplete="off"
            maxLength={40}
            value={field.state.value ?? ''}
            onChange={(event) => field.handleChange(event.target.value)}
            onBlur={field.handleBlur}
            aria-invalid={invalid || undefined}
            aria-describedby={describedBy}
          />
        </div>
      )}
    </FieldShell>
  )
}
