/**
 * What the user is told about the live stream (docs/product/chat.md#client), decided by a pure
 * machine: 'online' while connected and through blips shorter than CONNECTION_BLIP_MS,
 * 'reconnecting' after that long without a connection, 'offline' while the browser says it is
 * offline or the stream has stopped for good (401). Plus the reconnect back-off.
 */
import { CONNECTION_BLIP_MS } from '#domain/chat/chat-rules.ts'
import type { ConnectionState } from './chat-contract.ts'

export type StreamInput =
  /** the stream started (or was started again) and is connecting */
  | { type: 'start'; at: number }
  /** the server answered: events flow */
  | { type: 'open'; at: number }
  /** the connection failed, closed, or stayed silent too long */
  | { type: 'lost'; at: number }
  /** navigator.onLine changed */
  | { type: 'network'; online: boolean; at: number }
  /** the stream was stopped (sign-out, nothing uses the chat) or refused for good (401) */
  | { type: 'stop'; at: number }

export type StreamStatus = {
  connected: boolean
  /** since when there is no connection (null: connected, or never started) */
  downSince: number | null
  browserOnline: boolean
  stopped: boolean
}

export const initialStatus = (browserOnline: boolean): StreamStatus => ({
  connected: false,
  downSince: null,
  browserOnline,
  stopped: true,
})

export function transition(status: StreamStatus, input: StreamInput): StreamStatus {
  switch (input.type) {
    case 'start':
      return { ...status, stopped: false, connected: false, downSince: status.downSince ?? input.at }
    case 'open':
      return status.stopped ? status : { ...status, connected: true, downSince: null }
    case 'lost':
      return status.stopped ? status : { ...status, connected: false, downSince: status.downSince ?? input.at }
    case 'network':
      return { ...status, browserOnline: input.online }
    case 'stop':
      return { ...status, stopped: true, connected: false, downSince: null }
  }
}

export function shownState(status: StreamStatus, now: number): ConnectionState {
  if (!status.browserOnline) return 'offline'
  if (status.stopped || status.connected || status.downSince === null) return 'online'
  return now - status.downSince >= CONNECTION_BLIP_MS ? 'reconnecting' : 'online'
}

/** When the shown state may change by time alone (the end of a blip), or null. */
export function nextChange(status: StreamStatus, now: number): number | null {
  if (!status.browserOnline || status.stopped || status.connected || status.downSince === null) return null
  const at = status.downSince + CONNECTION_BLIP_MS
  return at > now ? at : null
}

export const BACKOFF_MIN_MS = 1000
export const BACKOFF_MAX_MS = 30_000

/**
 * The wait before reconnect attempt `attempt` (0 for the first): doubling from 1 s up to 30 s, with
 * "equal jitter" (half fixed, half random) so that a server restart is not met by every tab at once.
 */
export function backoffDelay(attempt: number, random: number = Math.random()): number {
  const ceiling = Math.min(BACKOFF_MAX_MS, BACKOFF_MIN_MS * 2 ** Math.min(attempt, 16))
  return Math.max(BACKOFF_MIN_MS, Math.round(ceiling / 2 + (ceiling / 2) * random))
}
