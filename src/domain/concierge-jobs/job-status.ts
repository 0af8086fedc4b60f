/**
 * A concierge job's statuses and who may move it where (docs/product/concierge-jobs.md#statuses), in words:
 * - the agency works an open job: it sends it to the hotel (the chat hand-off, a hotel job only), records an answer
 *   it had by phone or mail (confirmed, declined: only while the job is not with the hotel), or cancels it;
 * - a job sent to the hotel is answered by the hotel's team in the chat (confirmed or declined); the agency may only
 *   cancel it meanwhile, never answer for the hotel;
 * - a confirmed job is done once the service happened, or cancelled;
 * - a declined job is opened again (to try another time or place) or cancelled;
 * - done and cancelled are final.
 * In Stream mode the hotel's team answers in words only (no Confirm / Decline buttons there): the agency then records
 * the answer it read in the chat ('agency-records-hotel'), named as such in the history.
 */
import type { JobStatus } from './types.ts'

/**
 * 'agency': a member of the job's agency; 'hotel': the hotel's team in the chat; 'hand-off': the send into the chat;
 * 'agency-records-hotel': a member records the hotel's answer read in a Stream chat (Stream mode only).
 */
export type JobActor = 'agency' | 'hotel' | 'hand-off' | 'agency-records-hotel'

const TRANSITIONS: Record<JobActor, Partial<Record<JobStatus, readonly JobStatus[]>>> = {
  agency: {
    open: ['confirmed', 'declined', 'cancelled'],
    sent: ['cancelled'],
    confirmed: ['done', 'cancelled'],
    declined: ['open', 'cancelled'],
  },
  hotel: { sent: ['confirmed', 'declined'] },
  'hand-off': { open: ['sent'], declined: ['sent'] },
  'agency-records-hotel': { sent: ['confirmed', 'declined'] },
}

/** Whether `actor` may move a job from `from` to `to`. */
export function mayTransition(from: JobStatus, to: JobStatus, actor: JobActor): boolean {
  return TRANSITIONS[actor][from]?.includes(to) ?? false
}

/** The statuses the agency may choose next (the job page's buttons). */
export function agencyNextStatuses(from: JobStatus): readonly JobStatus[] {
  return TRANSITIONS.agency[from] ?? []
}

/** Whether the job can be sent into the hotel's chat now: a hotel job, open or declined. */
export function maySendToHotel(job: { status: JobStatus; place: { kind: 'hotel' | 'property' } }): boolean {
  return job.place.kind === 'hotel' && mayTransition(job.status, 'sent', 'hand-off')
}

/** The statuses a job is still worked in (reminders go out for them; the list's default filter). */
export const ACTIVE_STATUSES: readonly JobStatus[] = ['open', 'sent', 'confirmed']

/** Whether a job's fields may still be edited (not done, not cancelled). */
export function isEditable(status: JobStatus): boolean {
  return status !== 'done' && status !== 'cancelled'
}
