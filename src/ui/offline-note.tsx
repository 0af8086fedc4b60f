import { useLingui } from '@lingui/react'
import { Trans } from '@lingui/react/macro'
import { INTL_LOCALES } from '#domain/format/format-date.ts'
import { useOnlineStatus } from './use-online-status.ts'
import './offline-note.css'

/**
 * The formats of docs/product/language-and-formatting.md#dates-and-times (day numeric, month short, year numeric;
 * 2-digit 24 h time), in the visitor's own time zone: "as of" is a moment on this device, not a calendar date.
 */
function formatCachedAt(date: Date, locale: string): string {
  return new Intl.DateTimeFormat(INTL_LOCALES[locale === 'de' ? 'de' : 'en'], {
    day: 'numeric',
    month: 'short',
    year: 'numeric',
    hour: '2-digit',
    minute: '2-digit',
    hourCycle: 'h23',
  }).format(date)
}

/**
 * "Offline, shown as of <time>" above data that came from the service worker's cache (see
 * readCachedAt), "Offline: showing saved data." while the browser is offline, nothing otherwise.
 */
export function OfflineNote({ cachedAt }: { cachedAt: Date | null }) {
  const online = useOnlineStatus()
  const { i18n } = useLingui()
  if (online && !cachedAt) return null
  const time = cachedAt ? formatCachedAt(cachedAt, i18n.locale) : ''
  return (
    <p className="offline-note" role="status">
      <span className="offline-note__dot" aria-hidden="true" />
      {cachedAt ? (
        <Trans>
          Offline, shown as of <time dateTime={cachedAt.toISOString()}>{time}</time>
        </Trans>
      ) : (
        <Trans>Offline: showing saved data.</Trans>
      )}
    </p>
  )
}
