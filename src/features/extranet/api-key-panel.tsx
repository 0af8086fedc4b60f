import { Trans, useLingui } from '@lingui/react/macro'
import { useState } from 'react'
import { api } from '#lib/api-client.ts'
import { failureText } from '#ui/failure-text.ts'
import { showToast } from '#ui/toast/toast-store.ts'
import { useFormatDate } from '#lib/format/use-format.ts'

type Props = { hotelId: string; current: { prefix: string; createdAt: string } | null; onMade: () => void }

/**
 * The channel manager's feed (docs/product/extranet.md#ari-feed): the key in use (its first characters and day), a
 * new key shown once to copy, which stops the old one at once.
 */
export function ApiKeyPanel({ hotelId, current, onMade }: Props) {
  const { t, i18n } = useLingui()
  const { date } = useFormatDate()
  const [made, setMade] = useState<string | null>(null)
  const [failure, setFailure] = useState<string | null>(null)
  const [busy, setBusy] = useState(false)
  const make = async () => {
    if (current && !window.confirm(t`The channel manager's current key stops working at once. Make a new key?`)) return
    setFailure(null)
    setBusy(true)
    try {
      const answer = await api.post<{ key: string }>(`/extranet/hotels/${hotelId}/ari-key`, {})
      setMade(answer.key)
      onMade()
    } catch (error) {
      setFailure(failureText(error, i18n))
    } finally {
      setBusy(false)
    }
  }
  const copy = async () => {
    try {
      await navigator.clipboard.writeText(made ?? '')
      showToast(t`The key is copied.`, { tone: 'positive' })
    } catch {
      showToast(t`The key could not be copied: select it and copy it yourself.`, { tone: 'info' })
    }
  }
  return (
    <section className="extranet-section" aria-labelledby="extranet-ari-title">
      <h2 id="extranet-ari-title" className="extranet-section__title">
        <Trans>Channel manager feed</Trans>
      </h2>
      <p className="extranet-muted">
        <Trans>
          Your channel manager sends availability, rates and stop-sells to POST /api/extranet/ari with your key in the
          X-Api-Key header; each message id is applied once.
        </Trans>
      </p>
      {current ? (
        <p>
          <Trans>
            Key in use: {current.prefix}… since {date(current.createdAt)}
          </Trans>
        </p>
      ) : (
        <p className="extranet-muted">
          <Trans>No key yet.</Trans>
        </p>
      )}
      {made ? (
        <div className="extranet-key">
          <label className="field">
            <span className="field__label">
              <Trans>Your new key (shown only now)</Trans>
            </span>
            <input className="field__control" readOnly value={made} onFocus={(e) => e.currentTarget.select()} />
          </label>
          <button type="button" className="button button--ghost button--small" onClick={() => void copy()}>
            <Trans>Copy</Trans>
          </button>
        </div>
      ) : null}
      <div>
        <button type="button" className="button button--ghost" disabled={busy} onClick={() => void make()}>
          {current ? <Trans>Make a new key</Trans> : <Trans>Make a key</Trans>}
        </button>
      </div>
      {failure ? (
        <p className="extranet-failure" role="alert">
          {failure}
        </p>
      ) : null}
    </section>
  )
}
