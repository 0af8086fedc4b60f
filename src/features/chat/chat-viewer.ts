/**
 * Who reads the chat (docs/product/chat.md#client): the signed-in user's id and party, to tell
 * their own messages and read markers from the other side's, and the key of their device stores
 * (the session's subject, known at once, offline too).
 */
import { useSyncExternalStore } from 'react'
import type { UserDto } from '#domain/auth/current-user.ts'
import { partyOf } from '#domain/chat/channel-access.ts'
import type { ChatParty } from '#domain/chat/chat-types.ts'
import { getAuthSnapshot } from '#lib/auth-store.ts'
import { getSignedInUser, subscribeToSignedInUser } from '#lib/signed-in-user.ts'

export type ChatViewer = { id: string; name: string; party: ChatParty }

let cached: { user: UserDto; viewer: ChatViewer } | null = null

export function getChatViewer(): ChatViewer | null {
  const user = getSignedInUser()
  if (!user) return null
  if (cached?.user !== user) cached = { user, viewer: { id: user._id, name: user.displayName, party: partyOf(user) } }
  return cached.viewer
}

export function useChatViewer(): ChatViewer | null {
  return useSyncExternalStore(subscribeToSignedInUser, getChatViewer, () => null)
}

/** The device stores' key of the signed-in person, or null when nobody is signed in. */
export function currentUserKey(): string | null {
  const sub = getAuthSnapshot().session?.profile.sub
  return sub ? encodeURIComponent(sub) : null
}
