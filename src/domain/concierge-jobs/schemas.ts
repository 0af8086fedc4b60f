/**
 * One valibot schema per payload of the concierge jobs (docs/product/concierge-jobs.md#api), shared by the forms and
 * the server.
 */
import * as v from 'valibot'
import { objectId } from '../validation/object-id.ts'
import { optionalText, requiredText } from '../validation/required-text.ts'
import { JOB_FILTER_MESSAGES } from './job-filter.ts'
import { isLocalDateTime } from './local-time.ts'
import { JOB_STATUSES, SERVICE_KINDS } from './types.ts'

export const JOB_MESSAGES = {
  ...JOB_FILTER_MESSAGES,
  clientName: "Please enter the client's name",
  service: 'Please choose a service',
  serviceOther: 'Please describe the service',
  dueLocal: 'Please enter the date and time at the place',
  transition: 'This status cannot be chosen now',
  notEditable: 'A done or cancelled job cannot be changed',
  notAHotel: 'Only a job at a hotel can be sent to the hotel',
  channel: 'Please choose an enquiry chat with this hotel',
  answer: "Please answer 'confirmed' or 'declined'",
  alreadyAnswered: 'This request was already answered or withdrawn',
  notTheHotel: "Only the hotel's team can answer in the hotel's name",
} as const

/** POST /api/concierge-jobs and PUT /api/concierge-jobs/{id}: the job's fields. */
export const JobSchema = v.pipe(
  v.object({
    clientName: requiredText(JOB_MESSAGES.clientName, 120),
    placeKind: v.picklist(['hotel', 'property'], JOB_MESSAGES.place),
    placeId: objectId(JOB_MESSAGES.place),
    serviceKind: v.picklist(SERVICE_KINDS, JOB_MESSAGES.service),
    serviceOther: optionalText(120),
    dueLocal: v.pipe(
      v.string(JOB_MESSAGES.dueLocal),
      v.trim(),
      v.check((s: string) => isLocalDateTime(s), JOB_MESSAGES.dueLocal),
    ),
    notes: optionalText(2000),
    assigneeId: v.optional(v.nullable(objectId(JOB_MESSAGES.assignee)), null),
  }),
  v.forward(
    v.check((j) => j.serviceKind !== 'other' || j.serviceOther !== '', JOB_MESSAGES.serviceOther),
    ['serviceOther'],
  ),
  // only 'other' keeps its own words
  v.transform((j) => ({ ...j, serviceOther: j.serviceKind === 'other' ? j.serviceOther : '' })),
)
export type JobInput = v.InferInput<typeof JobSchema>
export type JobOutput = v.InferOutput<typeof JobSchema>

/** PUT /api/concierge-jobs/{id}/assignee: a member of the agency, or null (nobody). */
export const AssigneeSchema = v.object({ assigneeId: v.nullable(objectId(JOB_MESSAGES.assignee)) })
export type AssigneeOutput = v.InferOutput<typeof AssigneeSchema>

/** POST /api/concierge-jobs/{id}/status */
export const StatusChangeSchema = v.object({ status: v.picklist(JOB_STATUSES, JOB_MESSAGES.status) })
export type StatusChangeOutput = v.InferOutput<typeof StatusChangeSchema>

/** POST /api/concierge-jobs/{id}/send-to-hotel: the enquiry channel (its cid) of the agency with the job's hotel. */
export const HandOffSchema = v.object({ cid: objectId(JOB_MESSAGES.channel) })
export type HandOffOutput = v.InferOutput<typeof HandOffSchema>

/** POST /api/concierge-jobs/{id}/hotel-answer: the hotel's team answers from the chat. */
export const HotelAnswerSchema = v.object({ answer: v.picklist(['confirmed', 'declined'], JOB_MESSAGES.answer) })
export type HotelAnswerOutput = v.InferOutput<typeof HotelAnswerSchema>

/** GET /api/concierge-jobs/places?q=: 2 to 80 characters of a hotel's or property's name or town. */
export const PlaceQuerySchema = v.object({
  q: v.pipe(v.string(), v.trim(), v.minLength(2, 'Please type at least 2 characters'), v.maxLength(80)),
})
