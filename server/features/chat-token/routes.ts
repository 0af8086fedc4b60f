import { Hono, type MiddlewareHandler } from 'hono'
import { displayName } from '#domain/auth/roles.ts'
import { partyOf } from '#domain/chat/channel-access.ts'
import type { ChatUser } from '#domain/chat/chat-types.ts'
import type { AccountRow } from '#server/auth/account-repository.ts'
import type { AuthEnv } from '#server/auth/require-user.ts'
import { ForbiddenError, NO_AGENCY_MESSAGE, NotFoundError } from '#server/lib/errors.ts'
import type { StreamChatService } from '#server/integrations/chat/stream.ts'

export const STREAM_NOT_CONFIGURED = 'The chat service is not configured'

/** SPEC §3's chat user of a signed-in user; the party by docs/decisions/103-the-hotel-team-in-the-chat.md. */
export function chatUserOf(user: AccountRow): ChatUser {
  return { id: user.id, name: displayName(user) || user.id, party: partyOf(user) }
}

/**
 * GET /api/current-user/stream-chat-token (SPEC §7; docs/product/chat-stream.md): the caller's Stream
 * user token, after their user (name, party, role) is upserted in Stream; 404 without Stream.
 */
export function chatTokenRoutes(stream: StreamChatService | undefined, requireUser: MiddlewareHandler<AuthEnv>) {
  return new Hono<AuthEnv>().get('/current-user/stream-chat-token', requireUser, async (c) => {
    if (!stream) throw new NotFoundError(undefined, STREAM_NOT_CONFIGURED)
    const user = c.get('user')
    const chatUser = chatUserOf(user)
    if (chatUser.party === 'travelAgency' && !user.travelAgencyId) throw new ForbiddenError(NO_AGENCY_MESSAGE)
    await stream.ensureUsers([chatUser])
    c.header('Cache-Control', 'no-store')
    return c.json({ token: stream.tokenFor(chatUser) })
  })
}
