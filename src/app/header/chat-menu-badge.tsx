import { Suspense, lazy } from 'react'

/**
 * The unread total beside the menu's Enquiries entry (docs/product/chat.md#screens). The badge and the
 * chat's data layer come in their own chunk, so the shell's entry holds no chat code.
 */
const UnreadBadge = lazy(() =>
  import('#features/chat/unread-badge.tsx').then((module) => ({ default: module.UnreadBadge })),
)

export function ChatMenuBadge() {
  return (
    <Suspense fallback={null}>
      <UnreadBadge />
    </Suspense>
  )
}
