import { Trans, useLingui } from '@lingui/react/macro'
import type { ReactNode } from 'react'
import { useDocumentMeta } from '#ui/use-document-meta.ts'
import type { DemoFlagName } from '#lib/demo-flags.ts'
import { useDemoFlags } from '#lib/use-demo-flags.ts'
import './flags.css'

function Toggle({
  name,
  label,
  checked,
  onChange,
}: {
  name: DemoFlagName
  label: ReactNode
  checked: boolean
  onChange: (name: DemoFlagName, value: boolean) => void
}) {
  return (
    <label className="flag-toggle">
      <input
        type="checkbox"
        role="switch"
        className="flag-toggle__input"
        checked={checked}
        onChange={(event) => onChange(name, event.target.checked)}
      />
      <span className="flag-toggle__track" aria-hidden="true" />
      <span className="flag-toggle__label">{label}</span>
    </label>
  )
}

/** /fflags: the demo flags of this browser tab (session storage). */
export function FlagsPage() {
  const { t } = useLingui()
  const flags = useDemoFlags()
  useDocumentMeta({
    title: t`Feature flags | LDS`,
    description: t`Feature flags of this browser tab.`,
    robots: 'noindex',
  })
  return (
    <section className="flags-page" aria-labelledby="flags-title">
      <h1 id="flags-title" className="flags-page__title">
        <Trans>Feature flags</Trans>
      </h1>
      <p className="flags-page__text">
        <Trans>These switches apply to this browser tab until it is closed.</Trans>
      </p>
      <div className="flags-page__list">
        <Toggle
          name="displayDemoHotels"
          label={<Trans>Display demo hotels</Trans>}
          checked={flags.displayDemoHotels}
          onChange={flags.setFlag}
        />
        <Toggle
          name="displayDemoProperties"
          label={<Trans>Display demo properties</Trans>}
          checked={flags.displayDemoProperties}
          onChange={flags.setFlag}
        />
      </div>
    </section>
  )
}
