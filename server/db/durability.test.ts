import { spawn } from 'node:child_process'
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { pathToFileURL } from 'node:url'
import { createInterface } from 'node:readline'
import { inArray } from 'drizzle-orm'
import { afterAll, describe, expect, it } from 'vitest'
import { openDatabase } from './client.ts'
import { embeddedDurabilityWarning } from './durability.ts'
import { mailOutbox } from './schema.ts'

/**
 * What the embedded database promises (docs/decisions/044-embedded-durability.md): a write that
 * was acknowledged survives the end of the process, kill -9 included. (It does not survive a power
 * loss: PGlite never calls fsync; that cannot be tested here, and production runs PostgreSQL.)
 */
const dirs: string[] = []
afterAll(() => {
  for (const dir of dirs) rmSync(dir, { recursive: true, force: true })
})

/** A child process that writes outbox rows one after another through our own code and prints each acknowledged id. */
const moduleUrl = (file: string) => pathToFileURL(path.resolve(file)).href
const WRITER = `
import { openDatabase } from '${moduleUrl('server/db/client.ts')}'
import { createOutbox } from '${moduleUrl('server/integrations/mail/outbox.ts')}'
const database = await openDatabase({ dataDir: process.argv[2] })
const outbox = createOutbox(database.db)
process.stdout.write('ready\\n')
for (let i = 0; ; i++) {
  const id = await outbox.enqueue({ kind: 'internal', subject: 'durability ' + i, recipient: 'team@lds.example', payload: { text: 'x'.repeat(500) } })
  process.stdout.write(id + '\\n')
}
`

describe('the embedded database (PGlite under DATA_DIR)', () => {
  it('keeps every acknowledged write when the process is killed (kill -9) in the middle of writing', async () => {
    const dataDir = mkdtempSync(path.join(os.tmpdir(), 'lds-durability-'))
    dirs.push(dataDir)
    const script = path.join(dataDir, 'writer.ts')
    writeFileSync(script, WRITER)
    {
      const child = spawn(process.execPath, [script, dataDir], { stdio: ['ignore', 'pipe', 'inherit'] })
      const acknowledged: number[] = []
      const exited = new Promise((resolve) => child.on('exit', resolve))
      for await (const line of createInterface({ input: child.stdout })) {
        if (line === 'ready') continue
        acknowledged.push(Number(line))
        // killed while it is writing, a few hundred writes in
        if (acknowledged.length === 300) child.kill('SIGKILL')
      }
      await exited
      expect(acknowledged.length).toBeGreaterThanOrEqual(300)

      const reopened = await openDatabase({ dataDir })
      try {
        const rows = await reopened.db
          .select({ id: mailOutbox.id })
          .from(mailOutbox)
          .where(inArray(mailOutbox.id, acknowledged))
        expect(rows).toHaveLength(acknowledged.length)
      } finally {
        await reopened.close()
      }
    }
  })

  it('is named at a production start as not safe against power loss', () => {
    expect(embeddedDurabilityWarning({ kind: 'pglite' }, { appEnv: 'production' })).toMatch(
      /embedded database .*power loss.*DATABASE_URL=postgres:\/\//,
    )
    expect(embeddedDurabilityWarning({ kind: 'postgres' }, { appEnv: 'production' })).toBeUndefined()
    expect(embeddedDurabilityWarning({ kind: 'pglite' }, { appEnv: 'demo' })).toBeUndefined()
  })
})
