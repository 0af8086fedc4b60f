/** GET /api/commission-ledger's query (docs/product/commission-ledger.md#api), shared by the page and the server. */
import * as v from 'valibot'
import { objectId } from '../validation/object-id.ts'
import { LEDGER_STATES } from './types.ts'

export const LedgerQuerySchema = v.object({
  /** admins: one agency (absent: every agency); supervisors: their own only */
  agencyId: v.optional(objectId('Unknown travel agency')),
})
export type LedgerQuery = v.InferOutput<typeof LedgerQuerySchema>

/** The ledger page's address: an admin's agency and the state shown (unknown values are dropped, not refused). */
const lenient = <T extends v.GenericSchema>(schema: T) => v.fallback(v.optional(schema), undefined)
export const LedgerSearchSchema = v.object({
  agencyId: lenient(objectId()),
  state: lenient(v.picklist(LEDGER_STATES)),
})
export type LedgerSearch = v.InferOutput<typeof LedgerSearchSchema>
