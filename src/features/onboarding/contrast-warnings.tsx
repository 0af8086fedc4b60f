import { Trans } from '@lingui/react/macro'
import type { ContrastWarning } from './design-form.ts'

/** The WCAG AA warnings of the chosen colours, read out as they change. */
export function ContrastWarnings({ warnings }: { warnings: readonly ContrastWarning[] }) {
  return (
    <div className="contrast-warnings" aria-live="polite">
      {warnings.length ? (
        <ul className="contrast-warnings__list">
          {warnings.map((warning) => (
            <li key={warning} className="contrast-warnings__item">
              <WarningText warning={warning} />
            </li>
          ))}
        </ul>
      ) : null}
    </div>
  )
}

function WarningText({ warning }: { warning: ContrastWarning }) {
  switch (warning) {
    case 'text-on-main':
      return <Trans>The menu text is hard to read on your main colour (below WCAG AA contrast).</Trans>
    case 'accent-on-main':
      return <Trans>Your accent colour is hard to read on your main colour (below WCAG AA contrast).</Trans>
    case 'main-on-paper':
      return (
        <Trans>With the colorful theme your main colour is hard to read on the light menu bar (below WCAG AA).</Trans>
      )
  }
}
