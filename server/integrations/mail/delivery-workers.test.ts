import { eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createTestApp, type TestApp } from '../../../tests/setup/server-app.ts'
import { openDatabase, type Database } from '#server/db/client.ts'
import { mailOutbox } from '#server/db/schema.ts'
import { createLogger } from '#server/lib/logger.ts'
import { startOutboxDelivery, type MailSender } from './delivery.ts'
import { createOutbox } from './outbox.ts'
import type { RenderedMail } from './render.ts'

/**
 * Two server processes each run the outbox worker on one database (docs/decisions/146-per-process-state.md):
 * every mail is sent once, by one of them. On PostgreSQL (TEST_DATABASE_URL, CI) the second worker has its own
 * connection pool, as a second process would; on PGlite both share the one embedded database.
 */
describe('two outbox workers on one database', () => {
  let t: TestApp
  let second: Database
  beforeAll(async () => {
    t = await createTestApp({ seed: false })
    const url = t.config.databaseUrl
    second = url?.startsWith('postgres')
      ? await openDatabase({ databaseUrl: url, dataDir: t.config.dataDir })
      : t.database
  }, 60_000)
  afterAll(async () => {
    if (second && second !== t.database) await second.close()
    await t?.close()
  })

  it('send each mail once between them, both taking part', async () => {
    const outbox = createOutbox(t.database.db)
    const count = 60
    for (let n = 1; n <= count; n++)
      await outbox.enqueue({
        kind: 'contact',
        subject: `Contact form ${n}`,
        recipient: 'team@lds.example',
        replyTo: `guest${n}@example.com`,
        payload: { subject: `Contact form ${n}`, name: 'Eva Röth', email: `guest${n}@example.com`, message: 'Grüsse' },
      })
    const sent: { worker: string; messageId: string }[] = []
    // a slow SMTP server: a send takes a few milliseconds, so the two workers' passes overlap
    const sender = (worker: string): MailSender => ({
      sendMail: async (mail: RenderedMail) => {
        await new Promise((resolve) => setTimeout(resolve, 3))
        sent.push({ worker, messageId: mail.messageId })
      },
    })
    const logger = createLogger('error', () => undefined)
    const common = { smtpUrl: 'smtp://127.0.0.1:1', from: 'LDS <concierge@lds.example>', logger, intervalMs: 5 }
    const workers = [
      startOutboxDelivery({ ...common, db: t.database.db, sender: sender('a'), batchSize: 4 }),
      startOutboxDelivery({ ...common, db: second.db, sender: sender('b'), batchSize: 4 }),
    ]
    await expect.poll(() => sent.length, { timeout: 20_000 }).toBeGreaterThanOrEqual(count)
    await new Promise((resolve) => setTimeout(resolve, 100))
    await Promise.all(workers.map((w) => w.stop()))
    expect(sent).toHaveLength(count)
    expect(new Set(sent.map((s) => s.messageId)).size).toBe(count)
    expect(new Set(sent.map((s) => s.worker))).toEqual(new Set(['a', 'b']))
    expect(await t.database.db.select().from(mailOutbox).where(eq(mailOutbox.status, 'pending'))).toEqual([])
  }, 30_000)
})
