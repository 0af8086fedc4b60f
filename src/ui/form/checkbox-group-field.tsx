import type { ReactNode } from 'react'
import { useId } from 'react'
import { FieldError, useVisibleFieldError } from './field-shell.tsx'
import { useFieldContext } from './form-context.ts'
import type { SelectOption } from './select-field.tsx'

type Props = { legend: ReactNode; options: readonly SelectOption[]; className?: string; columns?: 1 | 2 | 3 }

/** A list of choices kept as string[] (sectors, facilities), in a fieldset with its legend. */
export function CheckboxGroupField({ legend, options, className, columns = 2 }: Props) {
  const field = useFieldContext<string[]>()
  const id = useId()
  const invalid = useVisibleFieldError() !== null
  const selected = new Set(field.state.value ?? [])
  const toggle = (value: string, on: boolean) => {
    const next = options.map((option) => option.value).filter((v) => (v === value ? on : selected.has(v)))
    field.handleChange(next)
  }
  return (
    <fieldset
      className={['field', 'choice-group', className].filter(Boolean).join(' ')}
      aria-describedby={invalid ? `${id}-error` : undefined}
    >
      <legend className="field__label">{legend}</legend>
      <div className={`choice-group__options choice-group__options--${columns}`}>
        {options.map((option) => (
          <label key={option.value} className="check">
            <input
              type="checkbox"
              className="check__box"
              name={field.name}
              value={option.value}
              checked={selected.has(option.value)}
              onChange={(event) => toggle(option.value, event.target.checked)}
              onBlur={field.handleBlur}
            />
            <span className="check__label">{option.label}</span>
          </label>
        ))}
      </div>
      <FieldError id={`${id}-error`} />
    </fieldset>
  )
}
