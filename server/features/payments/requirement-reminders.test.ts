import { eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createTestApp, type TestApp } from '../../../tests/setup/server-app.ts'
import { newObjectId } from '#server/db/object-id.ts'
import { mailOutbox, stripeAccounts, travelAgencies, users } from '#server/db/schema.ts'
import { createOutbox } from '#server/integrations/mail/outbox.ts'
import { REQUIREMENT_REMINDER_MAIL_KIND } from './mails.ts'
import { createPaymentsRepository } from './repository.ts'
import { createRequirementReminders } from './requirement-reminders.ts'

/**
 * The payout requirements' reminders (docs/product/payments.md#reminders) on the real database: the notice once per
 * deadline, the last call once within three days, to every active supervisor; two sweeps at once mail once.
 */
let t: TestApp
beforeAll(async () => {
  t = await createTestApp({ hotels: 0, properties: 0 })
})
afterAll(() => t?.close())

const DAY = 24 * 3_600_000
const deadline = new Date('2030-03-15T00:00:00.000Z')

async function agencyWithDueAccount(due: string[] = ['external_account', 'tos_acceptance.date']) {
  const id = newObjectId()
  await t.database.db.insert(travelAgencies).values({ id, name: `Reminder House ${id.slice(-4)}`, vetting: 'verified' })
  const person = async (role: 'supervisorAgent' | 'agent', disabled = false) => {
    const email = `${role}.${newObjectId()}@reminder.example`
    await t.database.db.insert(users).values({
      id: newObjectId(),
      email,
      role,
      firstName: role,
      travelAgencyId: id,
      disabledAt: disabled ? new Date() : null,
    })
    return email
  }
  const boss = await person('supervisorAgent')
  const second = await person('supervisorAgent')
  const gone = await person('supervisorAgent', true)
  const agent = await person('agent')
  await t.database.db.insert(stripeAccounts).values({
    travelAgencyId: id,
    stripeAccountId: `acct_rem_${id}`,
    currentlyDue: due,
    eventuallyDue: due,
    currentDeadline: deadline,
    stripeUpdatedAt: new Date(),
  })
  return { id, boss, second, gone, agent }
}

const mailsTo = async (email: string) =>
  (await t.database.db.select().from(mailOutbox).where(eq(mailOutbox.recipient, email))).filter(
    (m) => m.kind === REQUIREMENT_REMINDER_MAIL_KIND,
  )

const sweeper = (now: Date) =>
  createRequirementReminders({
    repo: createPaymentsRepository(t.database.db, createOutbox(t.database.db, { mailsPerRecipientPerDay: 100 })),
    publicUrl: 'https://lds.example',
    now: () => now,
  })

describe('payout requirement reminders', () => {
  it('a notice once per deadline to every active supervisor, then a last call within three days, then nothing', async () => {
    const a = await agencyWithDueAccount()
    await sweeper(new Date(deadline.getTime() - 20 * DAY)).sweep()
    const [notice] = await mailsTo(a.boss)
    expect(notice).toBeDefined()
    expect(notice!.subject).toContain('Stripe needs 2 details')
    const text = String((notice!.payload as { text: string }).text)
    expect(text).toContain('15 March 2030')
    expect(text).toContain('15. März 2030')
    expect(text).toContain('https://lds.example/onboarding')
    expect(await mailsTo(a.second)).toHaveLength(1)
    expect(await mailsTo(a.gone)).toHaveLength(0)
    expect(await mailsTo(a.agent)).toHaveLength(0)

    // later the same day and a week on: nothing new
    await sweeper(new Date(deadline.getTime() - 19 * DAY)).sweep()
    await sweeper(new Date(deadline.getTime() - 10 * DAY)).sweep()
    expect(await mailsTo(a.boss)).toHaveLength(1)

    // two days left: the last call, once
    await sweeper(new Date(deadline.getTime() - 2 * DAY)).sweep()
    await sweeper(new Date(deadline.getTime() - 1 * DAY)).sweep()
    const sent = await mailsTo(a.boss)
    expect(sent.map((m) => (m.payload as { stage: string }).stage)).toEqual(['notice', 'lastCall'])
    expect(sent[1]!.subject).toContain('Payouts pause on 15 March 2030')

    // past the deadline: nothing (the payout step says payouts are paused)
    await sweeper(new Date(deadline.getTime() + DAY)).sweep()
    expect(await mailsTo(a.boss)).toHaveLength(2)
  })

  it('two processes sweeping at once mail each reminder once; nothing due, nothing mailed', async () => {
    const a = await agencyWithDueAccount()
    const at = new Date(deadline.getTime() - 30 * DAY)
    await Promise.all([sweeper(at).sweep(), sweeper(at).sweep(), sweeper(at).sweep()])
    expect(await mailsTo(a.boss)).toHaveLength(1)

    const done = await agencyWithDueAccount([])
    await sweeper(at).sweep()
    expect(await mailsTo(done.boss)).toHaveLength(0)
  })

  it('a new deadline reminds again', async () => {
    const a = await agencyWithDueAccount()
    await sweeper(new Date(deadline.getTime() - 20 * DAY)).sweep()
    const later = new Date('2030-06-01T00:00:00.000Z')
    await t.database.db
      .update(stripeAccounts)
      .set({ currentDeadline: later })
      .where(eq(stripeAccounts.travelAgencyId, a.id))
    await sweeper(new Date(later.getTime() - 20 * DAY)).sweep()
    expect(await mailsTo(a.boss)).toHaveLength(2)
  })
})
