/**
 * The chat feature assembled (docs/product/chat.md): repositories, service, live hub, digests and
 * routes; `close()` ends the live streams on shutdown.
 */
import { CHAT_MESSAGES } from '#domain/chat/chat-rules.ts'
import type { ChatMode } from '#domain/chat/chat-types.ts'
import type { Config } from '#server/config.ts'
import type { Database } from '#server/db/client.ts'
import type { StreamChatService } from '#server/integrations/chat/stream.ts'
import type { Outbox } from '#server/integrations/mail/outbox.ts'
import { TooManyRequestsError } from '#server/lib/errors.ts'
import type { Logger } from '#server/lib/logger.ts'
import type { RateLimitStore } from '#server/lib/rate-limit.ts'
import { createDigestRepository } from './digest-repository.ts'
import { createChatDigests } from './digests.ts'
import { createLiveHub } from './live-hub.ts'
import { createChatReadRepository } from './read-repository.ts'
import { createChatRepository } from './repository.ts'
import { chatRoutes, type ChatAuth } from './routes.ts'
import { createChatService } from './service.ts'
import { streamChannelProvider } from './stream-channel.ts'

export type ChatFeatureDeps = {
  database: Database
  config: Config
  logger: Logger
  outbox: Outbox
  store: RateLimitStore
  auth: ChatAuth
  /** Stream mode: every stored enquiry's channel is created in Stream too (docs/product/chat-stream.md) */
  stream?: StreamChatService
}

const PRUNE_EVERY_MS = 60 * 60_000

/** Chat messages and enquiries per user and minute: more answer 429 with CHAT_MESSAGES.rateLimited. */
export function chatWriteLimit(store: RateLimitStore, max: number, now: () => number = Date.now) {
  return async (userId: string) => {
    const t = now()
    const counter = await store.hit(`chat-write:${userId}`, { windowMs: 60_000, now: t })
    if (counter.count > max)
      throw new TooManyRequestsError(Math.max(1, Math.ceil((counter.resetAt - t) / 1000)), CHAT_MESSAGES.rateLimited)
  }
}

/** The runtime config's chat part: Stream when its keys are set, else the built-in chat. */
export const chatMode = (config: Config): ChatMode =>
  config.stream ? { mode: 'stream', apiKey: config.stream.apiKey } : { mode: 'builtin' }

export function createChatFeature(deps: ChatFeatureDeps) {
  const read = createChatReadRepository(deps.database.db)
  const hub = createLiveHub(deps.database, read, deps.logger)
  const digests = createChatDigests({
    repo: createDigestRepository(deps.database.db, deps.outbox),
    isConnected: hub.isConnected,
    publicUrl: deps.config.publicUrl,
    logger: deps.logger,
  })
  if (deps.config.nodeEnv !== 'test') digests.start()
  const service = createChatService(createChatRepository(deps.database.db), read, {
    limit: chatWriteLimit(deps.store, deps.config.limits.chatMessagesPerMinute),
    provider: deps.stream ? streamChannelProvider(deps.stream, deps.database.db, deps.logger) : undefined,
    onMessage: deps.config.nodeEnv === 'test' ? undefined : () => digests.onMessage(),
  })
  // the live events older than the replay window go, once an hour in each process (idempotent)
  const prune =
    deps.config.nodeEnv === 'test'
      ? null
      : setInterval(() => {
          service
            .pruneEvents()
            .catch((err: Error) => deps.logger.error('chat events pruning failed', { error: err.message }))
        }, PRUNE_EVERY_MS)
  prune?.unref()
  return {
    routes: chatRoutes(service, hub, deps.auth),
    /** the Stream client of Stream mode (the token route signs with it) */
    stream: deps.stream,
    service,
    hub,
    digests,
    async close() {
      if (prune) clearInterval(prune)
      digests.stop()
      await hub.close()
    },
  }
}
export type ChatFeature = ReturnType<typeof createChatFeature>
