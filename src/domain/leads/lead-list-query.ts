/**
 * The filters of GET /api/sales/leads and GET /api/sales/reports (docs/product/leads.md#api), one
 * schema for the dashboards' URL search and the server edge.
 */
import * as v from 'valibot'
import { isoDate } from '../dates/period.ts'
import { LEAD_STATUSES } from './lead-status.ts'
import { objectId } from '../validation/object-id.ts'
import { safeText } from '../validation/safe-text.ts'

const Id = objectId()
const IsoDate = isoDate()

/** scope: own (the caller's leads), team (the agency's, supervisors and admins), all (admins: every agency or `agencyId`). */
export const LEAD_SCOPES = ['own', 'team', 'all'] as const
export type LeadScope = (typeof LEAD_SCOPES)[number]

export const LeadListQuerySchema = v.object({
  scope: v.optional(v.picklist(LEAD_SCOPES, 'Unknown scope'), 'own'),
  agencyId: v.optional(Id),
  status: v.optional(v.picklist(LEAD_STATUSES, 'Unknown status')),
  kind: v.optional(v.picklist(['property', 'hotel'], 'Unknown kind')),
  /** leads whose stay overlaps [from, to] */
  from: v.optional(IsoDate),
  to: v.optional(IsoDate),
  /** client name, at least 2 characters */
  client: v.optional(
    v.pipe(v.string(), v.trim(), v.minLength(2, 'At least 2 characters'), v.maxLength(100), safeText()),
  ),
  /** a property or hotel id */
  subjectId: v.optional(Id),
  agentId: v.optional(Id),
  cursor: v.optional(v.pipe(v.string(), v.maxLength(200))),
  limit: v.optional(
    v.pipe(
      v.string(),
      v.regex(/^\d{1,3}$/, 'limit is 1 to 100'),
      v.transform(Number),
      v.minValue(1, 'limit is 1 to 100'),
      v.maxValue(100, 'limit is 1 to 100'),
    ),
    '25',
  ),
})
export type LeadListQuery = v.InferOutput<typeof LeadListQuerySchema>
