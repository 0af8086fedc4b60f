/**
 * Reminders of a connected account's outstanding requirements (docs/product/payments.md#reminders): Stripe pauses
 * payouts when `currently_due` is not collected by `current_deadline`. The agency's supervisors get a notice once
 * per deadline when it appears, and a last call when at most three days are left; nothing once the deadline has
 * passed (the payout step says so) or when nothing is due. Each stage is keyed by its deadline, so a new deadline
 * reminds again. Pure: the server's sweep decides with it and claims the key once.
 */

export const REQUIREMENT_REMINDER_SWEEP_MS = 15 * 60_000
export const LAST_CALL_MS = 3 * 24 * 3_600_000

export type RequirementReminderStage = 'notice' | 'lastCall'

export type RequirementFacts = {
  currentlyDue: readonly string[]
  currentDeadline: Date | null
  /** the keys already sent ('2027-01-15T00:00:00.000Z:notice') */
  reminded: readonly string[]
}

export const reminderKey = (deadline: Date, stage: RequirementReminderStage) => `${deadline.toISOString()}:${stage}`

/**
 * The reminder to send now, and the keys it settles (a last call sent first also settles the notice), or null.
 */
export function requirementReminderDue(
  facts: RequirementFacts,
  now: Date,
): { stage: RequirementReminderStage; keys: string[] } | null {
  const deadline = facts.currentDeadline
  if (facts.currentlyDue.length === 0 || !deadline) return null
  const left = deadline.getTime() - now.getTime()
  if (left <= 0) return null
  const sent = new Set(facts.reminded)
  const notice = reminderKey(deadline, 'notice')
  const lastCall = reminderKey(deadline, 'lastCall')
  if (left <= LAST_CALL_MS) return sent.has(lastCall) ? null : { stage: 'lastCall', keys: [notice, lastCall] }
  return sent.has(notice) ? null : { stage: 'notice', keys: [notice] }
}
