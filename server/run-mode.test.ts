import { spawnSync } from 'node:child_process'
import { mkdtempSync } from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createTestApp, type TestApp } from '../tests/setup/server-app.ts'
import { loadConfig } from './config.ts'
import { demoAccountRefusal, demoModeBanner } from './run-mode.ts'

describe('run modes (docs/decisions/040-redirect-and-demo-mode.md)', () => {
  it('has no demo accounts unless the demo mode is asked for', () => {
    expect(loadConfig({})).toMatchObject({ appEnv: 'development', demoAccounts: false })
    expect(loadConfig({ APP_ENV: 'demo' })).toMatchObject({ appEnv: 'demo', demoAccounts: true })
    expect(loadConfig({ APP_ENV: 'demo', DEMO_ACCOUNTS: 'off' }).demoAccounts).toBe(false)
    expect(loadConfig({ APP_ENV: 'production', PUBLIC_URL: 'https://lds.example' }).demoAccounts).toBe(false)
  })

  it.each([
    [{ APP_ENV: 'production' }, /PUBLIC_URL/],
    [
      { APP_ENV: 'production', PUBLIC_URL: 'https://lds.example', DEMO_ACCOUNTS: 'on' },
      /DEMO_ACCOUNTS=on needs APP_ENV=demo/,
    ],
    [{ DEMO_ACCOUNTS: 'on' }, /DEMO_ACCOUNTS=on needs APP_ENV=demo/],
  ])('refuses %o and says why', (env, reason) => {
    expect(() => loadConfig(env)).toThrow(reason)
  })

  it('prints the demo mode loudly', () => {
    const banner = demoModeBanner()
    expect(banner).toMatch(/DEMO MODE/)
    expect(banner).toMatch(/published passwords/)
  })

  it('stops a production start without a public origin with a one-line reason and a non-zero exit', () => {
    const env: Record<string, string | undefined> = {
      ...process.env,
      APP_ENV: 'production',
      DATA_DIR: mkdtempSync(path.join(os.tmpdir(), 'lds-start-')),
      LOG_LEVEL: 'error',
    }
    delete env.PUBLIC_URL
    delete env.DEMO_ACCOUNTS
    const run = spawnSync(process.execPath, ['--import', 'tsx', path.resolve('server/main.ts')], {
      env,
      encoding: 'utf8',
      timeout: 60_000,
    })
    expect(run.status).toBe(1)
    const lines = run.stderr.trim().split('\n')
    expect(lines).toHaveLength(1)
    expect(lines[0]).toMatch(/^LDS cannot start: .*APP_ENV=production needs PUBLIC_URL/)
    expect(run.stdout).not.toContain('LDS is running')
  })
})

describe('demo accounts in the database outside the demo mode', () => {
  let t: TestApp
  beforeAll(async () => {
    // the test app seeds the demo accounts (with the published password) into its database
    t = await createTestApp({ hotels: 0, properties: 0 })
  })
  afterAll(() => t.close())

  it('refuses a start that is not the demo mode, naming the accounts', async () => {
    const production = loadConfig({ APP_ENV: 'production', PUBLIC_URL: 'https://lds.example' })
    expect(await demoAccountRefusal(t.database.db, production)).toMatch(
      /^the database holds demo accounts with the published password \(admin@lds\.example/,
    )
    expect(await demoAccountRefusal(t.database.db, loadConfig({}))).toMatch(/published password/)
    expect(await demoAccountRefusal(t.database.db, loadConfig({ APP_ENV: 'demo' }))).toBeUndefined()
  })
})
