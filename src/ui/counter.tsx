import '#ui/form/forms.css'
import '#ui/form/form-controls.css'
import { useLingui } from '@lingui/react/macro'
import { useState } from 'react'

type Props = {
  id: string
  label: string
  value: number
  min?: number
  max?: number
  onChange: (value: number) => void
  onBlur?: () => void
  describedBy?: string
  /** shown (as placeholder) instead of the minimum, e.g. 'Any' */
  emptyLabel?: string
  /** the whole counter is off (e.g. children in an adults-only hotel) */
  disabled?: boolean
}

/** Clamps into [min, max]; a non-number gives null (the caller keeps the old value). */
export function clampCount(input: string | number, min: number, max: number): number | null {
  const value = typeof input === 'number' ? input : Number(input.trim())
  if (typeof input === 'string' && !/^\d+$/.test(input.trim())) return null
  if (!Number.isFinite(value)) return null
  return Math.min(max, Math.max(min, Math.round(value)))
}

/**
 * A plus/minus counter: typing ignores non-numbers, the buttons stay
 * within min and max (docs/product/chrome-and-navigation.md#forms).
 */
export function Counter({
  id,
  label,
  value,
  min = 0,
  max = 99,
  onChange,
  onBlur,
  describedBy,
  emptyLabel,
  disabled = false,
}: Props) {
  const { t } = useLingui()
  const [draft, setDraft] = useState<string | null>(null)
  const commit = (text: string) => {
    const next = text.trim() === '' ? min : clampCount(text, min, max)
    if (next !== null && next !== value) onChange(next)
    setDraft(null)
  }
  return (
    <div className="counter">
      <button
        type="button"
        className="counter__button"
        aria-label={t`Decrease ${label}`}
        aria-controls={id}
        disabled={disabled || value <= min}
        onClick={() => onChange(Math.max(min, value - 1))}
      >
        <span aria-hidden="true">−</span>
      </button>
      <input
        id={id}
        className="counter__input"
        inputMode="numeric"
        disabled={disabled}
        value={draft ?? (emptyLabel && value === min ? '' : String(value))}
        placeholder={emptyLabel}
        aria-describedby={describedBy}
        onChange={(event) => {
          const text = event.target.value
          if (text === '' || /^\d+$/.test(text)) setDraft(text)
          const next = clampCount(text, min, max)
          if (next !== null && next === Number(text)) onChange(next)
        }}
        onBlur={() => {
          if (draft !== null) commit(draft)
          onBlur?.()
        }}
      />
      <button
        type="button"
        className="counter__button"
        aria-label={t`Increase ${label}`}
        aria-controls={id}
        disabled={disabled || value >= max}
        onClick={() => onChange(Math.min(max, value + 1))}
      >
        <span aria-hidden="true">+</span>
      </button>
    </div>
  )
}
