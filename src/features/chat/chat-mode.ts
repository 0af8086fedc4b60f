/**
 * Which chat the deployment runs (docs/product/chat.md#client): the runtime configuration's `chat`
 * (GET /api/config), read defensively; the built-in chat when it is missing or unknown.
 */
import type { ChatMode } from '#domain/chat/chat-types.ts'
import { getRuntimeConfig } from '#lib/config.ts'

export function readChatMode(config: object = getRuntimeConfig()): ChatMode {
  const chat: unknown = (config as { chat?: unknown }).chat
  if (typeof chat !== 'object' || chat === null) return { mode: 'builtin' }
  const { mode, apiKey } = chat as { mode?: unknown; apiKey?: unknown }
  if (mode === 'stream' && typeof apiKey === 'string' && apiKey) return { mode: 'stream', apiKey }
  return { mode: 'builtin' }
}
