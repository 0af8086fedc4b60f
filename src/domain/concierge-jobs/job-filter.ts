/**
 * The concierge jobs' list filter (GET /api/concierge-jobs and /partner/concierge-jobs?status=…), apart from the
 * jobs' payloads: the route's search is checked before the page's code loads, so it stays small
 * (docs/decisions/131-partner-catalogs-and-small-route-modules.md).
 */
import * as v from 'valibot'
import { isIsoDate } from '../dates/iso-date.ts'
import { objectId } from '../validation/object-id.ts'
import { JOB_STATUSES } from './types.ts'

/** The filter's messages; the jobs' payloads share them (JOB_MESSAGES). */
export const JOB_FILTER_MESSAGES = {
  place: 'Please choose a hotel or a property',
  assignee: 'Please choose a member of your agency',
  status: 'Please choose a status',
  date: 'Please enter a date as YYYY-MM-DD',
} as const

const day = v.optional(
  v.pipe(
    v.string(),
    v.check((s: string) => isIsoDate(s), JOB_FILTER_MESSAGES.date),
  ),
)

/**
 * GET /api/concierge-jobs and the list's search: status ('active': open, sent or confirmed; none: all), assignee
 * ('me' or a member), hotel, and the local due days from/to (YYYY-MM-DD, both included; 'today' is from = to).
 */
export const JobFilterSchema = v.object({
  status: v.optional(v.picklist([...JOB_STATUSES, 'active'], JOB_FILTER_MESSAGES.status)),
  assignee: v.optional(
    v.union([v.literal('me'), objectId(JOB_FILTER_MESSAGES.assignee)], JOB_FILTER_MESSAGES.assignee),
  ),
  hotelId: v.optional(objectId(JOB_FILTER_MESSAGES.place)),
  from: day,
  to: day,
})
export type JobFilter = v.InferOutput<typeof JobFilterSchema>

/** The list page's search (/partner/concierge-jobs?status=…): the filters, an unreadable one dropped. */
export const JobSearchSchema = v.object(
  Object.fromEntries(
    Object.entries(JobFilterSchema.entries).map(([key, schema]) => [key, v.fallback(schema, undefined)]),
  ) as {
    [K in keyof typeof JobFilterSchema.entries]: v.SchemaWithFallback<(typeof JobFilterSchema.entries)[K], undefined>
  },
)
