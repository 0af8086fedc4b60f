import './unread-badge.css'
import { useLingui } from '@lingui/react/macro'
import { useUnreadTotal } from './live-hooks.ts'

/**
 * The unread total beside the menu's 'Enquiries' entry (docs/product/chat.md#screens). Its own small
 * module, loaded lazily by the shell. It does not hold the live stream (whose code would then load on
 * every page): the count is asked for every minute while the page is visible and on focus, and the
 * chat's screens, which hold the stream, keep it current at once.
 */
export function UnreadBadge() {
  const { t } = useLingui()
  const n = useUnreadTotal()
  if (n <= 0) return null
  return (
    <span className="chat-badge chat-badge--menu" aria-label={t`${n} unread`}>
      {n > 99 ? '99+' : n}
    </span>
  )
}
