import './unread-badge.css'
import { useLingui } from '@lingui/react/macro'
import { useChatLive, useUnreadTotal } from './hooks.ts'

/**
 * The unread total beside the menu's 'Enquiries' entry (docs/product/chat.md#screens). Its own small
 * module, loaded lazily by the shell: it keeps the live stream on so the count stays current.
 */
export function UnreadBadge() {
  const { t } = useLingui()
  useChatLive()
  const n = useUnreadTotal()
  if (n <= 0) return null
  return (
    <span className="chat-badge chat-badge--menu" aria-label={t`${n} unread`}>
      {n > 99 ? '99+' : n}
    </span>
  )
}
