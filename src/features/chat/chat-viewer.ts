/**
 * Who reads the chat (docs/product/chat.md#client): the signed-in user's id and party, to tell
 * their own messages and read markers from the other side's, and the key of their device stores
 * (the session's subject, known at once, offline too).
 */
import { useSyncExternalStore } from 'react'
import type { UserDto } from '#domain/auth/current-user.ts'
import type { ChatParty } from '#domain/chat/chat-types.ts'
import { getAuthSnapshot } from '#lib/auth-store.ts'
import { getSignedInUser, subscribeToSignedInUser } from '#lib/signed-in-user.ts'

export type ChatViewer = { id: string; name: string; party: ChatParty }

/** SPEC §3's party: an admin, the hotel's reservation team (decision 103), else the agency side. */
export function partyOf(user: Pick<UserDto, 'role' | 'hotelId' | 'hasHotelAccess'>): ChatParty {
  if (user.role === 'admin') return 'admin'
  if (user.hotelId && user.hasHotelAccess) return 'hotel'
  return 'travelAgency'
}

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
