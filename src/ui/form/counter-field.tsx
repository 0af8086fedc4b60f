import type { ReactNode } from 'react'
import { Counter } from '#ui/counter.tsx'
import { FieldShell } from './field-shell.tsx'
import { useFieldContext } from './form-context.ts'

type Props = { label: string; hint?: ReactNode; min?: number; max?: number; className?: string; emptyLabel?: string }

/** A number field as a plus/minus counter. */
export function CounterField({ label, hint, min = 0, max = 99, className, emptyLabel }: Props) {
  const field = useFieldContext<number>()
  return (
    <FieldShell label={label} hint={hint} className={['field--counter', className].filter(Boolean).join(' ')}>
      {({ inputId, describedBy }) => (
        <Counter
          id={inputId}
          label={label}
          value={field.state.value ?? min}
          min={min}
          max={max}
          onChange={field.handleChange}
          onBlur={field.handleBlur}
          describedBy={describedBy}
          emptyLabel={emptyLabel}
        />
      )}
    </FieldShell>
  )
}
