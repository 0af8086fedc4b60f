/**
 * The chat's writes besides messages (those go through the outbox): read markers and the hotel
 * enquiry (docs/product/chat.md#client).
 */
import { useMutation, useQueryClient } from '@tanstack/react-query'
import { useCallback, useRef } from 'react'
import type { HotelEnquiry } from '#domain/chat/hotel-enquiry.ts'
import { useIdempotencyKey } from '#lib/idempotency.ts'
import { postEnquiry, postRead } from './api.ts'
import { applyChatEvent } from './cache-updates.ts'
import { getChatViewer } from './chat-viewer.ts'
import { chatKeys } from './chat-keys.ts'

/**
 * Tells the server the caller read up to `seq`: only ever forward (a lower or equal seq is not
 * sent again), the cache moves at once as if the stream had said so. A failed call is not
 * retried: the next read marker carries the higher seq.
 */
export function useMarkRead(cid: string): (seq: number) => void {
  const queryClient = useQueryClient()
  const sent = useRef(0)
  return useCallback(
    (seq: number) => {
      if (seq <= sent.current) return
      sent.current = seq
      const viewer = getChatViewer()
      if (viewer)
        applyChatEvent(queryClient, { type: 'read', cid, userId: viewer.id, party: viewer.party, seq }, viewer)
      postRead(cid, seq).catch(() => {
        sent.current = Math.min(sent.current, seq - 1)
      })
    },
    [cid, queryClient],
  )
}

/** The key is kept per form content for the tab (a retry after a lost answer creates one channel). */
const ENQUIRY_KEY_PREFIX = 'lds.chat-enquiry-key:'

/** POST /api/hotels/{id}/chats: idle → sending → done | failed; the new channel is in the lists at once. */
export function useCreateEnquiry(hotelId: string) {
  const keyFor = useIdempotencyKey(`${ENQUIRY_KEY_PREFIX}${hotelId}`)
  const queryClient = useQueryClient()
  const mutation = useMutation({
    mutationKey: [...chatKeys.all, 'enquiry', hotelId],
    mutationFn: (enquiry: HotelEnquiry) => postEnquiry(hotelId, enquiry, keyFor(enquiry)),
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: chatKeys.lists() }),
        queryClient.invalidateQueries({ queryKey: chatKeys.unread() }),
      ]),
    networkMode: 'always',
  })
  const state: 'idle' | 'sending' | 'done' | 'failed' =
    mutation.status === 'pending'
      ? 'sending'
      : mutation.status === 'success'
        ? 'done'
        : mutation.status === 'error'
          ? 'failed'
          : 'idle'
  return { send: mutation.mutateAsync, state }
}
