/**
 * Due-time reminders (docs/product/concierge-jobs.md#reminders): a mail to the job's assignee (or, unassigned, its
 * creator) 24 hours before the due time ('day') and 2 hours before it ('soon'), each at most once per due time. A
 * job created or moved to less than 2 hours ahead gets only the 'soon' one; a job whose due time passed gets none; a
 * changed due time makes both due again. Only open, sent and confirmed jobs are reminded.
 */
import { ACTIVE_STATUSES } from './job-status.ts'
import type { JobStatus } from './types.ts'

export const REMINDER_STAGES = ['day', 'soon'] as const
export type ReminderStage = (typeof REMINDER_STAGES)[number]

const HOUR = 3_600_000
/** How long before the due time each reminder goes out. */
export const REMINDER_LEAD_MS: Record<ReminderStage, number> = { day: 24 * HOUR, soon: 2 * HOUR }
/** How often each server process looks for due reminders. */
export const REMINDER_SWEEP_MS = 5 * 60_000

export type ReminderFacts = {
  status: JobStatus
  dueAt: Date
  remindedDayAt: Date | null
  remindedSoonAt: Date | null
}

/** The reminder to send now, or null. The 'soon' window wins: inside 2 hours the 'day' one is not sent any more. */
export function reminderDue(job: ReminderFacts, now: Date): ReminderStage | null {
  if (!ACTIVE_STATUSES.includes(job.status)) return null
  const left = job.dueAt.getTime() - now.getTime()
  if (left <= 0) return null
  if (left <= REMINDER_LEAD_MS.soon) return job.remindedSoonAt ? null : 'soon'
  if (left <= REMINDER_LEAD_MS.day) return job.remindedDayAt ? null : 'day'
  return null
}
