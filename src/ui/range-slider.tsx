import '#ui/form/forms.css'
import '#ui/form/form-controls.css'
import { useLingui } from '@lingui/react/macro'
import type { CSSProperties } from 'react'

export type Range = [number, number]

type Props = {
  id: string
  label: string
  min: number
  max: number
  step: number
  value: Range
  onChange: (value: Range) => void
  onBlur?: () => void
  format: (value: number) => string
}

/** Keeps the two thumbs ordered and inside [min, max]. */
export function orderRange([from, to]: Range, min: number, max: number, moved: 0 | 1): Range {
  const a = Math.min(max, Math.max(min, from))
  const b = Math.min(max, Math.max(min, to))
  if (a <= b) return [a, b]
  return moved === 0 ? [b, b] : [a, a]
}

/** A two-thumb range slider made of two native range inputs (keyboard and screen reader friendly). */
export function RangeSlider({ id, label, min, max, step, value, onChange, onBlur, format }: Props) {
  const { t } = useLingui()
  const [from, to] = value
  const span = max - min || 1
  const style = {
    '--range-from': `${((from - min) / span) * 100}%`,
    '--range-to': `${((to - min) / span) * 100}%`,
  } as CSSProperties
  return (
    <div className="range" style={style}>
      <output className="range__values" htmlFor={`${id}-from ${id}-to`} aria-live="polite">
        <span>{format(from)}</span>
        <span aria-hidden="true">–</span>
        <span>{format(to)}</span>
      </output>
      <div className="range__track">
        <input
          id={`${id}-from`}
          type="range"
          className="range__input range__input--from"
          min={min}
          max={max}
          step={step}
          value={from}
          aria-label={t`${label}: from`}
          aria-valuetext={format(from)}
          onChange={(event) => onChange(orderRange([Number(event.target.value), to], min, max, 0))}
          onBlur={onBlur}
        />
        <input
          id={`${id}-to`}
          type="range"
          className="range__input range__input--to"
          min={min}
          max={max}
          step={step}
          value={to}
          aria-label={t`${label}: to`}
          aria-valuetext={format(to)}
          onChange={(event) => onChange(orderRange([from, Number(event.target.value)], min, max, 1))}
          onBlur={onBlur}
        />
      </div>
    </div>
  )
}
