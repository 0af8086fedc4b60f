/**
 * The body of DELETE /api/sales/leads/{id} (docs/product/extranet.md#facilities-hotels-and-leads): an admin deletes a
 * lead softly, and says why. The reason is required and kept in the lead's status history with who and when
 * (`deletionNote`); the lead stays in the database and leaves every list, dashboard and report.
 */
import * as v from 'valibot'
import { safeText } from '../validation/safe-text.ts'

export const LEAD_DELETION_MESSAGES = {
  reasonRequired: 'Please say why this lead is deleted',
  reasonTooLong: 'Please use at most 500 characters',
} as const

export const LeadDeletionSchema = v.object({
  reason: v.pipe(
    v.optional(v.string(LEAD_DELETION_MESSAGES.reasonRequired), ''),
    v.trim(),
    v.nonEmpty(LEAD_DELETION_MESSAGES.reasonRequired),
    v.maxLength(500, LEAD_DELETION_MESSAGES.reasonTooLong),
    safeText(),
  ),
})
export type LeadDeletion = v.InferOutput<typeof LeadDeletionSchema>

/** The history note of a deletion: the history's reader tells a deletion from a status change by it. */
export const DELETION_NOTE_PREFIX = 'Deleted: '
export const deletionNote = (reason: string) => `${DELETION_NOTE_PREFIX}${reason}`
export const isDeletionNote = (note: string | null) => note?.startsWith(DELETION_NOTE_PREFIX) ?? false
