/**
 * What a start checks and says about its run mode (docs/decisions/040-redirect-and-demo-mode.md):
 * the published demo passwords exist only in the demo mode (APP_ENV=demo, what `npm start` runs),
 * which says so loudly; a start that cannot be run safely ends at once with one line saying why.
 */
import { demoAccountsWithPublishedPassword } from './auth/demo-seed.ts'
import { ConfigError, loadConfig, type Config } from './config.ts'
import type { Db } from './db/client.ts'

/** Ends the process: one line on stderr, exit code 1. */
export function refuseStart(reason: string): never {
  process.stderr.write(`LDS cannot start: ${reason}\n`)
  process.exit(1)
}

/** The configuration of this process, or the end of it with the reason (every issue on the one line). */
export function configOrExit(): Config {
  try {
    return loadConfig()
  } catch (error) {
    refuseStart(error instanceof ConfigError ? error.issues.join('; ') : (error as Error).message)
  }
}

/** Outside the demo mode, a database that still holds demo accounts with the published password is refused. */
export async function demoAccountRefusal(db: Db, config: Pick<Config, 'appEnv'>): Promise<string | undefined> {
  if (config.appEnv === 'demo') return undefined
  const published = await demoAccountsWithPublishedPassword(db)
  if (published.length === 0) return undefined
  return `the database holds demo accounts with the published password (${published.join(', ')}); run the demo mode (APP_ENV=demo) or use another database (DATA_DIR or DATABASE_URL)`
}

/** Printed first when the server listens in the demo mode. */
export function demoModeBanner(): string {
  const rule = `  ${'!'.repeat(96)}`
  return [
    rule,
    '  !! DEMO MODE (APP_ENV=demo): demo accounts with published passwords (admin included), GET /api/dev/outbox',
    '  !! for trying LDS on this machine only. Never expose it to a network; production: APP_ENV=production.',
    rule,
  ].join('\n')
}
