import { newObjectId } from '#server/db/object-id.ts'
import { users } from '#server/db/schema.ts'
import { bearer, signAccessToken } from './access-tokens.ts'
import type { TestApp } from './server-app.ts'

/**
 * A new member of a hotel's reservation team (the User's hotelId and hasHotelAccess, docs/product/extranet.md#who) in the
 * test app's database; answers the bearer headers of their access token.
 */
export async function addHotelTeam(
  t: TestApp,
  hotelId: string,
  name: { firstName?: string; lastName?: string } = {},
): Promise<{ authorization: string }> {
  const id = newObjectId()
  await t.database.db
    .insert(users)
    .values({ id, email: `team-${id}@hotel.example`, role: 'customer', hotelId, hasHotelAccess: true, ...name })
  return bearer(await signAccessToken(t.config, { sub: id })).headers
}
