import { sql } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createTestApp, type TestApp } from '../../../tests/setup/server-app.ts'
import { createOutbox, recipientMails } from './outbox.ts'

/** The per-recipient cap reads the outbox through an index (docs/decisions/084-mail-and-write-limits.md). */
let t: TestApp
beforeAll(async () => {
  t = await createTestApp({ seed: false })
  const outbox = createOutbox(t.database.db)
  for (let i = 0; i < 60; i++)
    await outbox.enqueue({ kind: 'test', subject: 'Hello', recipient: `guest${i % 12}@example.com`, payload: {} })
}, 60_000)
afterAll(() => t?.close())

type Row = Record<string, unknown>
const rowsOf = (result: unknown): Row[] => (result as { rows: Row[] }).rows

describe('the index of the per-recipient cap', () => {
  it('exists on lower(recipient) and created_at', async () => {
    const [index] = rowsOf(
      await t.database.db.execute(
        sql`select indexdef from pg_indexes where tablename = 'mail_outbox' and indexname = 'mail_outbox_recipient_idx'`,
      ),
    )
    expect(String(index?.indexdef)).toMatch(/\(lower\(recipient\), created_at\)/)
  })

  it('serves the cap’s query, which counts an address in any letter case', async () => {
    const since = new Date(Date.now() - 60 * 60_000)
    const [row] = await recipientMails(t.database.db, ' Guest3@Example.COM', since)
    expect(row?.sent).toBe(5)
    const plan = await t.database.db.transaction(async (tx) => {
      // a few dozen rows fit one page, where a sequential scan is cheaper; the planner is asked to prefer an index
      await tx.execute(sql`set local enable_seqscan = off`)
      return rowsOf(await tx.execute(sql`explain ${recipientMails(tx, 'guest3@example.com', since)}`))
    })
    expect(plan.map((r) => Object.values(r).join(' ')).join('\n')).toContain('mail_outbox_recipient_idx')
  })
})
