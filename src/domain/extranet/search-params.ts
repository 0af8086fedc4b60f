/**
 * /partner/extranet's address, apart from the extranet's payloads: the route checks it before the page's code loads,
 * so it stays small (docs/decisions/131-partner-catalogs-and-small-route-modules.md).
 */
import * as v from 'valibot'
import { isIsoMonth } from '../dates/iso-date.ts'
import { objectId } from '../validation/object-id.ts'

const lenient = <T extends v.GenericSchema>(schema: T) => v.fallback(v.optional(schema), undefined)
/** /partner/extranet's address: an admin's hotel, the room and the month shown (unknown values are dropped). */
export const ExtranetSearchSchema = v.object({
  hotelId: lenient(objectId()),
  roomId: lenient(objectId()),
  month: lenient(
    v.pipe(
      v.string(),
      v.check((m: string) => isIsoMonth(m)),
    ),
  ),
})
