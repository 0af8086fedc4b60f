/**
 * The only chat module the app shell may import (the unread badge; docs/product/chat.md#client):
 * the unread total and the hook that keeps the live stream on. The stream's code is imported after
 * the page is idle, so the pages' first JavaScript carries none of it.
 */
import { useQuery, useQueryClient } from '@tanstack/react-query'
import { useEffect, useSyncExternalStore } from 'react'
import { getAuthSnapshot, subscribeToAuth } from '#lib/auth-store.ts'
import { readChatMode } from './chat-mode.ts'
import { unreadQueryOptions } from './unread-query.ts'

const useSignedIn = () =>
  useSyncExternalStore(
    subscribeToAuth,
    () => getAuthSnapshot().session !== null,
    () => false,
  )

function whenIdle(run: () => void): () => void {
  if (typeof requestIdleCallback === 'function') {
    const handle = requestIdleCallback(run, { timeout: 3000 })
    return () => cancelIdleCallback(handle)
  }
  const timer = setTimeout(run, 1)
  return () => clearTimeout(timer)
}

/**
 * Keeps the device's live stream on while mounted (signed in, built-in chat only: Stream's own
 * client connects in Stream mode); cheap to call from many places.
 */
export function useChatLive(): void {
  const queryClient = useQueryClient()
  const signedIn = useSignedIn()
  useEffect(() => {
    if (!signedIn || readChatMode().mode !== 'builtin') return
    let release: (() => void) | null = null
    let cancelled = false
    const cancelIdle = whenIdle(() => {
      void import('./live-stream.ts').then(({ retainLiveStream }) => {
        if (!cancelled) release = retainLiveStream(queryClient)
      })
    })
    return () => {
      cancelled = true
      cancelIdle()
      release?.()
    }
  }, [queryClient, signedIn])
}

const UNREAD_POLL_MS = 60_000

/** The signed-in user's unread messages over all their channels (0 when signed out, unknown, or in Stream mode). */
export function useUnreadTotal(): number {
  const signedIn = useSignedIn()
  const { data } = useQuery({
    ...unreadQueryOptions(),
    enabled: signedIn && readChatMode().mode === 'builtin',
    // without the live stream (the chat's screens hold it), asked again each minute while visible
    refetchInterval: UNREAD_POLL_MS,
  })
  return signedIn ? (data?.unreadTotal ?? 0) : 0
}
