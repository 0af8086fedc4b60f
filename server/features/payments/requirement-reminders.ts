/**
 * The payout requirements' reminders (docs/product/payments.md#reminders): every REQUIREMENT_REMINDER_SWEEP_MS each
 * server process looks at the connected accounts with details due before a deadline, decides the stage by
 * `requirementReminderDue` and claims it with one conditional UPDATE in the transaction that queues the mails to the
 * agency's supervisors: with several processes on one PostgreSQL, each reminder is mailed once.
 */
import { REQUIREMENT_REMINDER_SWEEP_MS, requirementReminderDue } from '#domain/payments/requirement-reminders.ts'
import type { Logger } from '#server/lib/logger.ts'
import { requirementReminderMail } from './mails.ts'
import type { PaymentsRepository } from './repository.ts'

const BATCH = 500
/** where the payout step is: the onboarding opens its first incomplete step, and payouts is never complete */
const PAYOUT_STEP_PATH = '/onboarding'

export function createRequirementReminders(deps: {
  repo: PaymentsRepository
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
    for (const account of await deps.repo.reminderCandidates(at, BATCH)) {
      const due = requirementReminderDue(
        {
          currentlyDue: account.currentlyDue,
          currentDeadline: account.currentDeadline,
          reminded: account.requirementReminders,
        },
        at,
      )
      if (!due || !account.currentDeadline) continue
      const mails = (await deps.repo.supervisorEmails(account.agencyId)).map((recipient) =>
        requirementReminderMail({
          recipient,
          agencyName: account.agencyName,
          stage: due.stage,
          count: account.currentlyDue.length,
          deadline: account.currentDeadline!,
          link: `${deps.publicUrl}${PAYOUT_STEP_PATH}`,
        }),
      )
      if (await deps.repo.claimRequirementReminder(account.agencyId, account.currentDeadline, due.keys, mails)) sent++
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
    start(everyMs = REQUIREMENT_REMINDER_SWEEP_MS) {
      every ??= setInterval(
        () =>
          void sweep().catch((err: Error) =>
            deps.logger?.error('payout requirement reminders failed', { error: err.message }),
          ),
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
