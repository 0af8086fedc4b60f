import { useState } from 'react'
import { FieldShell, type FieldChrome } from '#ui/form/field-shell.tsx'
import { useFieldContext } from '#ui/form/form-context.ts'

type Props = Pick<FieldChrome, 'label' | 'hint'> & {
  /** blank is 0 (a count, an age); without it blank is null (a size not given) */
  required?: boolean
  /** decimals allowed (metres, feet): '6.5' or '6,5' */
  decimals?: boolean
}

/**
 * A number typed as text (digits, and a decimal mark with `decimals`): what is typed stays as typed while the field
 * keeps its number (a stray character is dropped), so that a half-typed '6.' is not lost.
 */
export function NumberField({ label, hint, required = false, decimals = false }: Props) {
  const field = useFieldContext<number | null>()
  const value = field.state.value ?? null
  const [typed, setText] = useState(value === null ? '' : String(value))
  const parse = (text: string) => (text === '' || text === '.' ? (required ? 0 : null) : Number(text))
  // what was typed while it means the field's number; the number itself once the field changed otherwise (a list
  // entry removed above this one)
  const text = parse(typed) === value ? typed : value === null ? '' : String(value)
  return (
    <FieldShell label={label} hint={hint}>
      {({ inputId, describedBy, invalid }) => (
        <input
          id={inputId}
          name={field.name}
          type="text"
          inputMode={decimals ? 'decimal' : 'numeric'}
          className="field__control"
          value={text}
          onChange={(event) => {
            const next = decimals
              ? event.target.value
                  .replace(/,/g, '.')
                  .replace(/[^\d.]/g, '')
                  .replace(/(\..*)\./g, '$1')
                  .slice(0, 9)
              : event.target.value.replace(/\D/g, '').slice(0, 6)
            setText(next)
            field.handleChange(parse(next))
          }}
          onBlur={field.handleBlur}
          aria-invalid={invalid || undefined}
          aria-describedby={describedBy}
        />
      )}
    </FieldShell>
  )
}
