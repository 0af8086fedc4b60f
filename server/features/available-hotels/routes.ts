import { Hono, type MiddlewareHandler } from 'hono'
import { requireAccess } from '#server/auth/require-access.ts'
import type { AuthEnv } from '#server/auth/require-user.ts'
import { ForbiddenError } from '#server/lib/errors.ts'
import { requestHeader } from '#server/lib/request-header.ts'
import { encodingFor } from '#server/lib/answer-encoding.ts'
import { sendAnswer } from './answer-encoding.ts'
import { createSearchQueryParser } from './query.ts'
import type { AvailableHotelsService } from './service.ts'

/** The answer to a user without an agency (the offers and interests calls say the same). */
const NO_AGENCY_MESSAGE = 'You are not registered in a travel agency yet'

/**
 * GET /api/available-hotels (docs/product/hotels.md#api): prices are for agencies, so a signed-in
 * user of an agency with a partner role (or an admin); kept by the browser only.
 */
export function availableHotelsRoutes(service: AvailableHotelsService, requireUser: MiddlewareHandler<AuthEnv>) {
  const parse = createSearchQueryParser()
  return new Hono<AuthEnv>().get('/available-hotels', requireUser, requireAccess('partners'), async (c) => {
    if (!c.get('agencyId')) throw new ForbiddenError(NO_AGENCY_MESSAGE)
    const search = parse(c.req.queries())
    return sendAnswer(c, await service.search(search, encodingFor(requestHeader(c, 'accept-encoding'))))
  })
}
