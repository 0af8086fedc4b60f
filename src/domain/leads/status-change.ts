/**
 * The body of POST /api/sales/leads/{id}/status (docs/product/leads.md#api): the operator's
 * decision, a status the operator may set (lead-status.ts decides which move is allowed) and an
 * optional note for the lead's history. Checked at the server edge.
 */
import * as v from 'valibot'
import { LEAD_STATUSES } from './lead-status.ts'
import { safeText } from '../validation/safe-text.ts'

export const StatusChangeSchema = v.object({
  to: v.picklist(LEAD_STATUSES, 'Unknown status'),
  note: v.optional(v.pipe(v.string(), v.trim(), v.maxLength(1000, 'Please use at most 1000 characters'), safeText())),
})
export type StatusChange = v.InferOutput<typeof StatusChangeSchema>
