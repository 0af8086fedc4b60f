import './stepper.css'
import { useLingui } from '@lingui/react/macro'

type Props = { steps: readonly string[]; current: number; label: string }

/**
 * The steps of a multi-step form as an ordered list: number, label (hidden below 500 px,
 * docs/product/chrome-and-navigation.md#breakpoints, still read by screen readers) and aria-current on the active step.
 */
export function Stepper({ steps, current, label }: Props) {
  const { t } = useLingui()
  return (
    <nav className="stepper" aria-label={label}>
      <ol className="stepper__list">
        {steps.map((step, index) => {
          const state = index < current ? 'done' : index === current ? 'current' : 'upcoming'
          const number = index + 1
          const total = steps.length
          return (
            <li
              key={step}
              className={`stepper__step stepper__step--${state}`}
              aria-current={state === 'current' ? 'step' : undefined}
            >
              <span className="stepper__number" aria-hidden="true">
                {state === 'done' ? '✓' : number}
              </span>
              <span className="stepper__label">
                <span className="visually-hidden">{t`Step ${number} of ${total}:`} </span>
                {step}
                {state === 'done' ? <span className="visually-hidden"> {t`(completed)`}</span> : null}
              </span>
            </li>
          )
        })}
      </ol>
    </nav>
  )
}
