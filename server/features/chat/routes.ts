import { Hono, type Context, type MiddlewareHandler } from 'hono'
import * as v from 'valibot'
import {
  CHAT_CHANNEL_QUERY_LIMIT,
  MESSAGE_PAGE_SIZE,
  NewMessageSchema,
  ReadMarkerSchema,
} from '#domain/chat/chat-rules.ts'
import type { ChatEnquiryAnswer, ChatUnread } from '#domain/chat/chat-types.ts'
import { objectId } from '#domain/validation/object-id.ts'
import type { AuthEnv } from '#server/auth/require-user.ts'
import { idParam } from '#server/lib/id-param.ts'
import { readJsonBody } from '#server/lib/json-body.ts'
import { validate } from '#server/lib/validate.ts'
import { eventStream } from './events-route.ts'
import type { LiveHub } from './live-hub.ts'
import type { ChatCaller, ChatService } from './service.ts'

const intParam = (min: number, max: number) =>
  v.pipe(
    v.string(),
    v.regex(/^\d{1,10}$/, 'Expected a whole number'),
    v.transform(Number),
    v.minValue(min, `Expected at least ${min}`),
    v.maxValue(max, `Expected at most ${max}`),
  )

const ChannelListQuery = v.object({
  limit: v.optional(intParam(1, CHAT_CHANNEL_QUERY_LIMIT)),
  hotelId: v.optional(objectId('Hotel is unknown')),
})
const MessagePageQuery = v.object({
  before: v.optional(intParam(1, 2 ** 31 - 1)),
  limit: v.optional(intParam(1, 200), String(MESSAGE_PAGE_SIZE)),
})

const caller = (c: Context<AuthEnv>): ChatCaller => ({ user: c.get('user'), agencyId: c.get('agencyId') })
const noStore = (c: Context) => c.header('Cache-Control', 'private, no-store')

/**
 * The built-in chat's API (docs/product/chat.md#api): the hotel enquiry, the caller's channels and
 * unread total, one channel, its messages (idempotent sends), read markers, and the live stream.
 * Signed in only, never cached; a channel the caller may not see is not found (404).
 */
export type ChatAuth = {
  /** signed in; the request's write not counted against the user's write limit (the chat limit counts sends) */
  requireUserOwnLimit: MiddlewareHandler<AuthEnv>
  /** counts a write the chat limit does not (the read markers) against the user's write limit */
  countUserWrite: MiddlewareHandler<AuthEnv>
}

export function chatRoutes(service: ChatService, hub: LiveHub, auth: ChatAuth, opts: { heartbeatMs?: number } = {}) {
  return new Hono<AuthEnv>()
    .use('/hotels/:id/chats', auth.requireUserOwnLimit)
    .use('/chat/*', auth.requireUserOwnLimit)
    .post('/hotels/:id/chats', idParam('id', 'Hotel'), async (c) => {
      const body = await readJsonBody(c)
      const saved = await service.enquire(c.req.param('id'), body, c.req.header('Idempotency-Key') ?? null, caller(c))
      if (saved.replayed) c.header('Idempotent-Replayed', 'true')
      noStore(c)
      return c.json({ cid: saved.cid } satisfies ChatEnquiryAnswer, 201)
    })
    .get('/chat/channels', validate('query', ChannelListQuery), async (c) => {
      noStore(c)
      return c.json(await service.list(c.get('user'), c.req.valid('query')))
    })
    .get('/chat/unread', async (c) => {
      noStore(c)
      return c.json((await service.unread(c.get('user'))) satisfies ChatUnread)
    })
    .get('/chat/events', eventStream(service, hub, opts))
    .get('/chat/channels/:cid', async (c) => {
      noStore(c)
      return c.json(await service.channel(c.get('user'), c.req.param('cid')))
    })
    .get('/chat/channels/:cid/messages', validate('query', MessagePageQuery), async (c) => {
      noStore(c)
      return c.json(await service.messages(c.get('user'), c.req.param('cid'), c.req.valid('query')))
    })
    .post('/chat/channels/:cid/messages', validate('json', NewMessageSchema), async (c) => {
      const saved = await service.send(caller(c), c.req.param('cid'), c.req.valid('json'))
      noStore(c)
      if (saved.replayed) {
        c.header('Idempotent-Replayed', 'true')
        return c.json(saved.message, 200)
      }
      return c.json(saved.message, 201)
    })
    .post('/chat/channels/:cid/read', auth.countUserWrite, validate('json', ReadMarkerSchema), async (c) => {
      await service.markRead(c.get('user'), c.req.param('cid'), c.req.valid('json').seq)
      return c.body(null, 204)
    })
}
