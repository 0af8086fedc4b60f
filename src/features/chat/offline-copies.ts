/**
 * Offline reading (docs/product/chat.md#client): the last channel list and the newest message page
 * of every opened channel are copied to the device (per user, cleared at sign-out), and a query that
 * gets no answer shows the copy with the time it was fetched.
 */
import type { ChatChannelList, ChatMessagePage } from '#domain/chat/chat-types.ts'
import { NetworkError } from '#lib/api-errors.ts'
import { currentUserKey } from './chat-viewer.ts'

/** IndexedDB code loads on first use: the unread badge (in every page's first JavaScript) uses this module. */
const loadCacheStore = async (user: string) => (await import('./device-store.ts')).cacheStoreFor(user)

/** When the data came from the server, and whether it was read from the device's copy. */
export type Fetched = { fetchedAt: number; fromDevice: boolean }
export type FetchedList = ChatChannelList & Fetched
export type FetchedPage = ChatMessagePage & Fetched

type Copy<T> = { data: T; fetchedAt: number }

export const listCopyKey = (hotelId: string | undefined) => `channels:${hotelId ?? '*'}`
export const pageCopyKey = (cid: string) => `messages:${cid}`
export const channelCopyKey = (cid: string) => `channel:${cid}`

async function save(key: string, data: unknown, fetchedAt: number): Promise<void> {
  const user = currentUserKey()
  if (!user) return
  await loadCacheStore(user)
    .then((store) => store.set(key, { data, fetchedAt }))
    .catch(() => undefined)
}

export async function readCopy<T>(key: string): Promise<Copy<T> | undefined> {
  const user = currentUserKey()
  if (!user) return undefined
  return loadCacheStore(user)
    .then((store) => store.get<Copy<T>>(key))
    .catch(() => undefined)
}

/**
 * Fetches; on success keeps a copy under `key` (when given), without an answer from the server
 * returns the copy instead (or throws the NetworkError when there is none).
 */
export async function fetchWithCopy<T>(
  key: string | null,
  fetcher: () => Promise<T>,
  now: () => number = Date.now,
): Promise<T & Fetched> {
  try {
    const data = await fetcher()
    const fetchedAt = now()
    if (key) void save(key, data, fetchedAt)
    return { ...data, fetchedAt, fromDevice: false }
  } catch (error) {
    if (!(error instanceof NetworkError) || !key) throw error
    const copy = await readCopy<T>(key)
    if (!copy) throw error
    return { ...copy.data, fetchedAt: copy.fetchedAt, fromDevice: true }
  }
}

/** Keeps the device's copy of a channel's newest page in step with the cache (new messages). */
export function saveNewestPage(cid: string, page: FetchedPage): void {
  const { fetchedAt, fromDevice: _fromDevice, ...data } = page
  void save(pageCopyKey(cid), data, fetchedAt)
}
