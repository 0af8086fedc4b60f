/**
 * The due-time reminders' sweep (docs/product/concierge-jobs.md#reminders, docs/decisions/126-concierge-jobs.md):
 * every REMINDER_SWEEP_MS each server process looks for active jobs due within 24 hours, decides the reminder by
 * `reminderDue` and claims it with one conditional UPDATE before its mail goes into the outbox, in one transaction:
 * with several processes on one PostgreSQL, each reminder is mailed once.
 */
import { REMINDER_LEAD_MS, REMINDER_SWEEP_MS, reminderDue } from '#domain/concierge-jobs/reminders.ts'
import type { Logger } from '#server/lib/logger.ts'
import { reminderMail } from './mails.ts'
import type { ConciergeJobRepository } from './repository.ts'

const BATCH = 200
export const JOB_PATH = '/partner/concierge-jobs'

export function createConciergeReminders(deps: {
  repo: ConciergeJobRepository
  publicUrl: string
  logger?: Logger
  now?: () => Date
}) {
  const now = deps.now ?? (() => new Date())
  let running: Promise<number> | null = null
  let every: ReturnType<typeof setInterval> | null = null

  async function run(): Promise<number> {
    const at = now()
    let sent = 0
    for (const job of await deps.repo.reminderCandidates(at, new Date(at.getTime() + REMINDER_LEAD_MS.day), BATCH)) {
      const stage = reminderDue(job, at)
      if (!stage) continue
      const to = job.assignee ?? job.creator
      const mail = to
        ? reminderMail({
            recipient: to.email,
            stage,
            clientName: job.clientName,
            service: job.serviceKind,
            serviceOther: job.serviceOther,
            placeName: job.place.name,
            dueAt: job.dueAt,
            timeZone: job.timeZone,
            link: `${deps.publicUrl}${JOB_PATH}/${job.id}`,
          })
        : null
      if (await deps.repo.claimReminder(job, stage, at, mail)) sent++
    }
    return sent
  }

  /** One pass in this process (a pass already running is joined); resolves to the number of reminders claimed. */
  const sweep = (): Promise<number> => {
    running ??= run().finally(() => (running = null))
    return running
  }
  return {
    sweep,
    start(everyMs = REMINDER_SWEEP_MS) {
      every ??= setInterval(
        () =>
          void sweep().catch((err: Error) => deps.logger?.error('concierge reminders failed', { error: err.message })),
        everyMs,
      )
      every.unref()
    },
    stop() {
      if (every) clearInterval(every)
      every = null
    },
  }
}
