import { lazy, Suspense } from 'react'
import { Trans } from '@lingui/react/macro'
import { displayName, isHotelTeam } from '#domain/auth/roles.ts'
import { partyOf } from '#domain/chat/channel-access.ts'
import { useAuth } from '#features/auth/auth-context.tsx'
import { ChatInbox } from '#features/chat/chat-inbox.tsx'
import { readChatMode } from '#features/chat/chat-mode.ts'

// Stream's UI only in Stream mode: the built-in chat never loads this chunk (docs/decisions/112-stream-behind-the-chat-feature.md)
const StreamChatView = lazy(() => import('#features/chat/stream/stream-chat-view.tsx'))

/**
 * The inbox with the signed-in user's side (auth): the hotel's team sees agencies, agents see hotels.
 * With Stream configured (the runtime config's chat mode), Stream's channel list and channel instead.
 */
export function ChatRoutePage({ cid, hotelId }: { cid?: string; hotelId?: string }) {
  const { user } = useAuth()
  const mode = readChatMode()
  if (mode.mode === 'stream' && user)
    return (
      <Suspense
        fallback={
          <p className="chat-loading">
            <Trans>Loading the chat…</Trans>
          </p>
        }
      >
        <StreamChatView
          apiKey={mode.apiKey}
          user={{
            id: user._id,
            name: displayName(user),
            party: partyOf(user),
          }}
        />
      </Suspense>
    )
  return <ChatInbox cid={cid} hotelId={hotelId} forHotelTeam={isHotelTeam(user)} />
}
