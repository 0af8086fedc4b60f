/**
 * The device's live stream (docs/product/chat.md#client, docs/decisions/107-chat-stream-shared-by-
 * a-leader-tab.md): while something in a tab uses the chat and somebody is signed in, the tab joins
 * the election; the leader holds the one SSE connection, puts every event into its own cache and
 * re-broadcasts it, the other tabs put what they hear into theirs. Resumes with Last-Event-ID (in
 * memory and session storage, also in the tabs that only listen, so a new leader resumes where the
 * last one stopped), reconnects with back-off, at once on `online` and when the tab becomes visible.
 */
import type { QueryClient } from '@tanstack/react-query'
import { ApiError } from '#lib/api-errors.ts'
import { getAuthSnapshot, subscribeToAuth } from '#lib/auth-store.ts'
import { applyChatEvent, refreshDeviceCopies, resetChatQueries } from './cache-updates.ts'
import type { ConnectionState } from './chat-contract.ts'
import { getChatViewer } from './chat-viewer.ts'
import {
  backoffDelay,
  initialStatus,
  nextChange,
  shownState,
  transition,
  type StreamInput,
} from './connection-machine.ts'
import { electLeader, sharedLocks } from './leader-election.ts'
import { runConnection, type StreamMessage } from './sse-connection.ts'
import { forgetSession, readSession, writeSession } from './stream-session.ts'

const LOCK_NAME = 'lds-chat-stream'
const BUS_NAME = 'lds.chat-stream'
/** a connection that stayed open this long counts as healthy: the next loss starts the back-off anew */
const HEALTHY_MS = 60_000
/** nothing uses the chat any more: the stream stays this long for the next screen */
const LINGER_MS = 10_000

type BusMessage = StreamMessage | { type: 'state'; state: ConnectionState } | { type: 'hello' } | { type: 'opened' }

let queryClient: QueryClient | null = null
let users = 0
let running: { stop: () => void } | null = null
let linger: ReturnType<typeof setTimeout> | undefined
let status = initialStatus(true)
let leaderState: ConnectionState | null = null
let shown: ConnectionState = 'online'
let tick: ReturnType<typeof setTimeout> | undefined
const stateListeners = new Set<() => void>()
const openListeners = new Set<() => void>([() => queryClient && refreshDeviceCopies(queryClient)])

/** Posts on the tabs' channel; a channel closed by a stop in the meantime is ignored. */
function post(bus: BroadcastChannel | null, message: BusMessage): void {
  try {
    post(bus, message)
  } catch {
    // closed
  }
}

const browserOnline = () => typeof navigator === 'undefined' || navigator.onLine !== false

function publish(leading: boolean, bus: BroadcastChannel | null): void {
  clearTimeout(tick)
  const now = Date.now()
  const own = shownState(status, now)
  const next = !status.browserOnline ? 'offline' : leading || leaderState === null ? own : leaderState
  const at = nextChange(status, now)
  if (at !== null) tick = setTimeout(() => publish(leading, bus), at - now)
  if (leading) post(bus, { type: 'state', state: own })
  if (next === shown) return
  shown = next
  for (const listener of stateListeners) listener()
}

function receive(message: StreamMessage): void {
  if (message.id) writeSession('lastEventId', message.id)
  if (!queryClient) return
  if (message.type === 'reset') resetChatQueries(queryClient)
  else applyChatEvent(queryClient, message.event, getChatViewer())
}

/** The leader's loop: connect, read until it ends, wait, again; a 401 ends it (the auth layer signs out). */
function lead(bus: BroadcastChannel | null, update: (input: StreamInput) => void): () => void {
  const stopped = new AbortController()
  let wake: (() => void) | null = null
  const wakeUp = () => wake?.()
  const onVisible = () => document.visibilityState === 'visible' && wakeUp()
  window.addEventListener('online', wakeUp)
  document.addEventListener('visibilitychange', onVisible)
  void (async () => {
    let attempt = 0
    while (!stopped.signal.aborted) {
      update({ type: 'start', at: Date.now() })
      let openedAt = 0
      try {
        await runConnection({
          lastEventId: readSession('lastEventId'),
          signal: stopped.signal,
          onOpen: () => {
            openedAt = Date.now()
            update({ type: 'open', at: openedAt })
            post(bus, { type: 'opened' })
            for (const listener of openListeners) listener()
          },
          onMessage: (message) => {
            receive(message)
            post(bus, message)
          },
        })
      } catch (error) {
        if (error instanceof ApiError && error.status === 401) return update({ type: 'stop', at: Date.now() })
        noteFailedConnect(error)
      }
      if (stopped.signal.aborted) return
      update({ type: 'lost', at: Date.now() })
      attempt = openedAt && Date.now() - openedAt > HEALTHY_MS ? 0 : attempt + 1
      await new Promise<void>((resolve) => {
        const timer = setTimeout(resolve, backoffDelay(attempt - 1))
        wake = () => (clearTimeout(timer), resolve())
      })
      wake = null
    }
  })()
  return () => {
    stopped.abort()
    wakeUp()
    window.removeEventListener('online', wakeUp)
    document.removeEventListener('visibilitychange', onVisible)
  }
}

/** SPEC §4: a failed connect marks the stream as blocked (session storage) and is logged once. */
function noteFailedConnect(error: unknown): void {
  if (readSession('blocked')) return
  writeSession('blocked', '1')
  console.warn('Chat stream: connect failed', error instanceof Error ? error.message : error)
}

function start(): { stop: () => void } {
  const locks = sharedLocks()
  const bus = locks ? new BroadcastChannel(BUS_NAME) : null
  let leading = false
  status = initialStatus(browserOnline())
  const update = (input: StreamInput) => {
    status = transition(status, input)
    publish(leading, bus)
  }
  const onNetwork = () => update({ type: 'network', online: browserOnline(), at: Date.now() })
  window.addEventListener('online', onNetwork)
  window.addEventListener('offline', onNetwork)
  if (bus)
    bus.onmessage = ({ data }: MessageEvent<BusMessage>) => {
      if (data.type === 'state') leaderState = data.state
      else if (data.type === 'hello' && leading) post(bus, { type: 'state', state: shownState(status, Date.now()) })
      else if (data.type === 'opened') for (const listener of openListeners) listener()
      else if (data.type === 'event' || data.type === 'reset') receive(data)
      publish(leading, bus)
    }
  const election = electLeader(LOCK_NAME, locks, () => {
    leading = true
    leaderState = null
    const end = lead(bus, update)
    return () => {
      leading = false
      end()
    }
  })
  post(bus, { type: 'hello' })
  return {
    stop: () => {
      election.resign()
      bus?.close()
      window.removeEventListener('online', onNetwork)
      window.removeEventListener('offline', onNetwork)
      leaderState = null
      update({ type: 'stop', at: Date.now() })
    },
  }
}

function sync(): void {
  const signedIn = getAuthSnapshot().session !== null
  if (!signedIn) forgetSession()
  const wanted = users > 0 && signedIn
  if (wanted && !running) running = start()
  if (!wanted && running) {
    running.stop()
    running = null
  }
}

let unsubscribeAuth: (() => void) | null = null

/** Keeps the stream on while held; answers the release. Sign-out anywhere stops it (the session goes). */
export function retainLiveStream(client: QueryClient): () => void {
  queryClient = client
  users++
  clearTimeout(linger)
  unsubscribeAuth ??= subscribeToAuth(sync)
  sync()
  let released = false
  return () => {
    if (released) return
    released = true
    users--
    clearTimeout(linger)
    linger = setTimeout(sync, LINGER_MS)
  }
}

export function getConnectionState(): ConnectionState {
  return shown
}

export function subscribeToConnectionState(listener: () => void): () => void {
  stateListeners.add(listener)
  return () => stateListeners.delete(listener)
}

/** Called whenever the device's stream (re)connects, in every tab: the outbox sends what waits. */
export function onStreamOpen(listener: () => void): () => void {
  openListeners.add(listener)
  return () => openListeners.delete(listener)
}
