/**
 * The chat's numbers and rules (SPEC §6, §7, §9; docs/product/chat.md#rules), one home for client and server.
 */
import * as v from 'valibot'
import { requiredText } from '../validation/required-text.ts'

/** SPEC §9: channels are queried with limit 9999. */
export const CHAT_CHANNEL_QUERY_LIMIT = 9999
export const MAX_MESSAGE_LENGTH = 5000
/** messages per page of history */
export const MESSAGE_PAGE_SIZE = 50
/** SPEC §8: the enquiry's success toast stays 7 s. */
export const ENQUIRY_TOAST_MS = 7000
/** SSE heartbeat: at most every 30 s */
export const HEARTBEAT_MS = 25_000
/** a lost connection shorter than this is not shown */
export const CONNECTION_BLIP_MS = 5000
/** a member who is not connected gets at most one e-mail per channel in this time */
export const DIGEST_INTERVAL_MS = 60 * 60_000

export const CHAT_MESSAGES = {
  message: 'Please enter your message',
  success: 'Success! Please open the enquiry tab to see more.',
  notReady: (hotel: string) => `${hotel} is not ready yet`,
  tooLong: `Please use at most ${MAX_MESSAGE_LENGTH} characters`,
  rateLimited: 'You are sending messages too quickly. Please wait a moment and try again.',
  /** Stream mode: the enquiry is stored, its channel could not be created in Stream (503; a retry creates it) */
  unavailable: 'The chat service cannot be reached right now. Please try again in a moment.',
} as const

/** A client message id: 8 to 64 characters of [A-Za-z0-9-_] (a UUID in practice). */
export const ClientMessageId = v.pipe(v.string('Unknown message id'), v.regex(/^[\w-]{8,64}$/, 'Unknown message id'))

/** POST /api/chat/channels/{cid}/messages */
export const NewMessageSchema = v.object({
  clientMessageId: ClientMessageId,
  text: requiredText(CHAT_MESSAGES.message, MAX_MESSAGE_LENGTH),
})
export type NewMessage = v.InferOutput<typeof NewMessageSchema>

/** POST /api/chat/channels/{cid}/read */
export const ReadMarkerSchema = v.object({
  seq: v.pipe(
    v.number('Expected a number'),
    v.integer('Expected a whole number'),
    v.minValue(0),
    v.maxValue(2 ** 31 - 1),
  ),
})
