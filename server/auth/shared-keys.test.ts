import { mkdtempSync, statSync } from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { bearer, signAccessToken } from '../../tests/setup/access-tokens.ts'
import { createTestApp, type TestApp } from '../../tests/setup/server-app.ts'
import { createApp } from '#server/app.ts'
import { createLogger } from '#server/lib/logger.ts'
import { demoAccount } from './demo-accounts.ts'
import { loadOrCreateKeys } from './keys.ts'
import { shareProviderKeys } from './shared-keys.ts'

/**
 * Two server processes with their own data directories on one database: the embedded provider's keys are shared
 * through the database, so a token the one signs is accepted by the other (docs/decisions/137-provider-keys-in-the-database.md).
 */
let t: TestApp
beforeAll(async () => {
  t = await createTestApp({ hotels: 1, properties: 0 })
}, 60_000)
afterAll(() => t?.close())

const otherDataDir = () => mkdtempSync(path.join(os.tmpdir(), 'lds-keys-'))
const keysFile = (dir: string) => path.join(dir, 'oidc', 'keys.json')
const appOn = (dataDir: string) =>
  createApp({
    database: t.database,
    config: { ...t.config, dataDir },
    logger: createLogger('silent'),
    appVersion: 'test',
  })
const currentUser = async (app: ReturnType<typeof appOn>['app'], token: string) =>
  (await app.request('/api/current_user', bearer(token))).status

describe('the embedded provider keys on the database', () => {
  it("a process with its own data directory refuses another's token until the keys are shared, then accepts it", async () => {
    const token = await signAccessToken(t.config, { sub: demoAccount('agent').id })
    const dir = otherDataDir()
    loadOrCreateKeys(dir) // the second host's own keys, as before the change
    expect(await currentUser(appOn(dir).app, token)).toBe(401)

    // the first process stores its keys; the second takes them over
    expect(await shareProviderKeys(t.database.db, t.config.dataDir)).toEqual({ replaced: false })
    expect(await shareProviderKeys(t.database.db, dir)).toEqual({ replaced: true })
    expect(loadOrCreateKeys(dir)).toEqual(loadOrCreateKeys(t.config.dataDir))
    expect(statSync(keysFile(dir)).mode & 0o777).toBe(0o600)
    expect(await currentUser(appOn(dir).app, token)).toBe(200)
    // a token of the second process's keys is the first's as well
    const back = await signAccessToken({ ...t.config, dataDir: dir }, { sub: demoAccount('agent').id })
    expect(await currentUser(t.app, back)).toBe(200)
  })

  it('a third process starting on an empty data directory writes the shared keys, and nothing changes on a restart', async () => {
    const dir = otherDataDir()
    expect(await shareProviderKeys(t.database.db, dir)).toEqual({ replaced: true })
    expect(await shareProviderKeys(t.database.db, dir)).toEqual({ replaced: false })
    expect(loadOrCreateKeys(dir)).toEqual(loadOrCreateKeys(t.config.dataDir))
  })

  it('processes starting together agree on one set', async () => {
    const fresh = await createTestApp({ seed: false })
    try {
      const dirs = [otherDataDir(), otherDataDir(), otherDataDir(), otherDataDir()]
      await Promise.all(dirs.map((dir) => shareProviderKeys(fresh.database.db, dir)))
      const kids = new Set(dirs.map((dir) => loadOrCreateKeys(dir).jwks.keys[0]!.kid))
      expect(kids.size).toBe(1)
    } finally {
      await fresh.close()
    }
  })
})
