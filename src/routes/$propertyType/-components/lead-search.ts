/**
 * The search of …/book-now and …/take-option: ?lead-id= of a lead being changed. A file of its own
 * so that the route's validateSearch (which stays in the route tree of the entry) does not pull the
 * booking wizard into the entry; the wizard loads with the route's component.
 */
import { isObjectId } from '#domain/validation/object-id.ts'

export type LeadSearch = { 'lead-id'?: string }

/** ?lead-id= of a lead being changed (24 hex characters), else none. */
export function validateLeadSearch(raw: Record<string, unknown>): LeadSearch {
  const id = raw['lead-id']
  return isObjectId(id) ? { 'lead-id': id } : {}
}
