import { useId } from 'react'
import { RangeSlider, type Range } from '#ui/range-slider.tsx'
import { FieldError } from './field-shell.tsx'
import { useFieldContext } from './form-context.ts'

type Props = {
  label: string
  min: number
  max: number
  step: number
  format: (value: number) => string
  className?: string
}

/** A [from, to] field as a two-thumb slider, in a fieldset labelled by its legend. */
export function RangeSliderField({ label, min, max, step, format, className }: Props) {
  const field = useFieldContext<Range>()
  const id = useId()
  return (
    <fieldset className={['field', 'field--range', className].filter(Boolean).join(' ')}>
      <legend className="field__label">{label}</legend>
      <RangeSlider
        id={id}
        label={label}
        min={min}
        max={max}
        step={step}
        value={field.state.value ?? [min, max]}
        onChange={field.handleChange}
        onBlur={field.handleBlur}
        format={format}
      />
      <FieldError id={`${id}-error`} />
    </fieldset>
  )
}
