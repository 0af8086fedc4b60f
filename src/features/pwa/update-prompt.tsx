import { Trans } from '@lingui/react/macro'
import { useState, useSyncExternalStore } from 'react'
import { applyUpdate, isUpdateAvailable, subscribeToUpdate } from './register.ts'
import './update-prompt.css'

const getServerSnapshot = () => false

/** A fixed banner when a new version of the app waits: "Reload" applies it, "Later" hides it. */
export function UpdatePrompt() {
  const available = useSyncExternalStore(subscribeToUpdate, isUpdateAvailable, getServerSnapshot)
  const [dismissed, setDismissed] = useState(false)
  const [reloading, setReloading] = useState(false)
  if (!available || dismissed) return null
  return (
    <div className="update-prompt" role="status" aria-live="polite">
      <p className="update-prompt__text">
        <Trans>A new version of LDS is available.</Trans>
      </p>
      <div className="update-prompt__actions">
        <button
          type="button"
          className="update-prompt__button update-prompt__button--primary"
          disabled={reloading}
          onClick={() => {
            setReloading(true)
            applyUpdate()
          }}
        >
          <Trans>Reload</Trans>
        </button>
        <button type="button" className="update-prompt__button" onClick={() => setDismissed(true)}>
          <Trans>Later</Trans>
        </button>
      </div>
    </div>
  )
}
