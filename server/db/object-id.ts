import { randomBytes } from 'node:crypto'

/**
 * A new id for a row the server writes: 24 random lowercase hex characters, shaped like a Mongo
 * ObjectId as every entity's `_id` is (docs/product/catalogue.md#ids), so `isObjectId` accepts it.
 * The seed makes its ids deterministic instead (server/db/seed/random.ts).
 */
export const newObjectId = (): string => randomBytes(12).toString('hex')
