import { readFileSync, existsSync } from 'node:fs'
import net from 'node:net'
import path from 'node:path'
import { getRequestListener } from '@hono/node-server'
import { createApp, originOf } from './app.ts'
import { openDatabase } from './db/client.ts'
import { embeddedDurabilityWarning } from './db/durability.ts'
import { isSeeded, restoreMediaPool, seedDatabase } from './db/seed/index.ts'
import { DEMO_ACCOUNTS, demoAccountTable } from './auth/demo-accounts.ts'
import { seedDemoAccounts } from './auth/demo-seed.ts'
import { shareProviderKeys } from './auth/shared-keys.ts'
import { seedDemoLeads } from './db/seed/leads.ts'
import { createLogger, withRequestLog } from './lib/logger.ts'
import { startOutboxDelivery } from './integrations/mail/delivery.ts'
import { securityHeaderValues, withSecurityHeaders } from './lib/security-headers.ts'
import { EARLY_INPUT_CSP_SOURCE } from './ssr/early-input.ts'
import { ENTRY_LOADER_CSP_SOURCE } from './ssr/entry-loader.ts'
import { connectionLimits, createLimitedServer } from './lib/connection-limits.ts'
import { isClusterWorker, runCluster } from './cluster.ts'
import { configOrExit, demoAccountRefusal, demoModeBanner, refuseStart } from './run-mode.ts'

/** config -> database -> migrations -> seed when empty -> HTTP */
// an unsafe configuration ends the start with one line (docs/decisions/040-redirect-and-demo-mode.md)
const config = configOrExit()
const logger = createLogger(config.logLevel)

function appVersion(): string {
  const pkg = JSON.parse(readFileSync(path.resolve('package.json'), 'utf8')) as { version: string }
  const buildId = path.join(config.distDir, 'build-id.txt')
  return existsSync(buildId) ? `${pkg.version}+${readFileSync(buildId, 'utf8').trim()}` : pkg.version
}

const database = await openDatabase({ databaseUrl: config.databaseUrl, dataDir: config.dataDir })
logger.info('database ready', { kind: database.kind })
// the embedded database is not safe against power loss (docs/decisions/044-embedded-durability.md)
const durabilityWarning = embeddedDurabilityWarning(database, config)
if (durabilityWarning) process.stderr.write(`\n  WARNING: ${durabilityWarning}\n\n`)

/** What the primary does once before any process serves: refusals, the seed, the demo accounts, the shared keys. */
async function prepare(): Promise<void> {
  const demoRefusal = await demoAccountRefusal(database.db, config)
  if (demoRefusal) {
    await database.close().catch(() => undefined)
    refuseStart(demoRefusal)
  }

  if (!(await isSeeded(database.db))) {
    const started = Date.now()
    logger.info('seeding the demo catalogue (first start)')
    await seedDatabase(database.db, { ...config.seed, mediaDir: config.mediaDir, log: (msg) => logger.info(msg) })
    logger.info('seed done', { ms: Date.now() - started })
  } else if (await restoreMediaPool(config.mediaDir)) {
    logger.info("the seed's images were written into this host's DATA_DIR (the database was seeded by another)")
  }

  if (config.demoAccounts) {
    const added = await seedDemoAccounts(database.db)
    if (added) logger.info('demo accounts added', { count: added })
    // demo leads need the demo accounts (docs/product/leads.md#demo-leads)
    const leadsAdded = await seedDemoLeads(database.db)
    if (leadsAdded) logger.info('demo leads added', { count: leadsAdded })
  }

  // one set of the embedded provider's keys for every process on the database (docs/decisions/137-provider-keys-in-the-database.md)
  if (config.oidc.mode === 'embedded') {
    const { replaced } = await shareProviderKeys(database.db, config.dataDir)
    if (replaced) logger.info("the embedded provider's keys in DATA_DIR were replaced by the database's shared ones")
  }
}

// a cluster start's workers find the database prepared by the primary (docs/decisions/138-cluster-start.md)
if (!isClusterWorker()) await prepare()

if (config.webConcurrency > 1 && !isClusterWorker()) {
  await database.close()
  runCluster({
    count: config.webConcurrency,
    logger,
    onListening: (pids) => printBanner(config.port, `${pids.length} server processes (pids ${pids.join(', ')})`),
  })
} else {
  serve()
}

/** How long a stopping process lets its requests in flight finish. */
const DRAIN_MS = 10_000
/** How long a stopping process still takes connections (a proxy checking health every second sees it). */
const STOP_GRACE_MS = 1_000
/** How long a connection accepted just before the stop has to send its request. */
const ACCEPTED_GRACE_MS = 250

function serve(): void {
  const { app, chat, bus, beginStop } = createApp({ database, config, logger, appVersion: appVersion() })

  // SMTP delivery of the mail outbox; without SMTP_URL mails stay pending, readable by admins
  const mailDelivery = config.mail.smtpUrl
    ? startOutboxDelivery({ db: database.db, smtpUrl: config.mail.smtpUrl, from: config.mail.from, logger })
    : undefined
  const headers = securityHeaderValues({
    extraOrigins: [originOf(config.mapStyleUrl), originOf(config.mediaBaseUrl)],
    publicUrl: config.publicUrl,
    inlineScriptHashes: [EARLY_INPUT_CSP_SOURCE, ENTRY_LOADER_CSP_SOURCE],
    stripe: config.stripe !== undefined,
  })
  // time-outs and connection caps: docs/decisions/042-connection-limits.md
  const server = createLimitedServer(
    withRequestLog(logger, withSecurityHeaders(headers, getRequestListener(app.fetch))),
    connectionLimits(config),
  )
  server.listen(config.port, config.host, () => {
    const address = server.address()
    // a cluster's primary prints the banner once every worker listens
    if (!isClusterWorker()) printBanner(typeof address === 'object' && address ? address.port : config.port)
  })

  let closing = false
  /**
   * The graceful stop (docs/decisions/139-graceful-stop.md): /api/health says 'stopping', the chat's streams end with
   * a reconnection hint, after STOP_GRACE_MS no new connection is taken, the requests in flight finish (at most
   * DRAIN_MS), then the
   * outbox worker, the bus and the database close. Every answered write was committed before its answer.
   */
  async function shutdown(signal: string) {
    if (closing) return
    closing = true
    logger.info('shutting down', { signal })
    beginStop()
    await chat.close().catch(() => undefined)
    // still taking connections for a moment, while the proxy's health check sees 'stopping': closing the listening
    // socket at once would reset the connections the kernel has accepted but node has not taken yet
    await new Promise((resolve) => setTimeout(resolve, STOP_GRACE_MS))
    // no new connection; not http's close(), which also drops at once every connection without a request in
    // progress, including one accepted a moment ago whose request is still on its way (it saw a reset)
    const drained = new Promise<void>((resolve) => net.Server.prototype.close.call(server, () => resolve()))
    // after a short grace for those requests, keep-alive connections are closed as soon as they are idle
    await new Promise((resolve) => setTimeout(resolve, ACCEPTED_GRACE_MS))
    const idle = setInterval(() => server.closeIdleConnections(), 50)
    server.closeIdleConnections()
    const late = await Promise.race([
      drained.then(() => false),
      new Promise<boolean>((resolve) => setTimeout(() => resolve(true), DRAIN_MS).unref()),
    ])
    clearInterval(idle)
    if (late) {
      logger.error('requests still open after the drain time: closed', { ms: DRAIN_MS })
      server.closeAllConnections()
    }
    await mailDelivery?.stop().catch(() => undefined)
    await bus.close().catch(() => undefined)
    await database.close().catch(() => undefined)
    process.exit(0)
  }
  process.on('SIGINT', () => void shutdown('SIGINT'))
  process.on('SIGTERM', () => void shutdown('SIGTERM'))
}

function printBanner(port: number, processes?: string): void {
  const url = `http://localhost:${port}`
  if (config.appEnv === 'demo') process.stdout.write(`\n${demoModeBanner()}\n`)
  process.stdout.write(
    `\n  LDS is running at ${url}\n  runtime: Node.js ${process.version}${processes ? `, ${processes}` : ''}\n  database: ${database.kind}${database.kind === 'pglite' ? ` (${config.dataDir})` : ''}\n`,
  )
  process.stdout.write(
    config.oidc.mode === 'embedded'
      ? `  sign-in: embedded OpenID provider at ${config.oidc.issuer}\n`
      : `  sign-in: external OpenID provider ${config.oidc.issuer} (audience ${config.oidc.audience})\n`,
  )
  process.stdout.write(
    config.mail.smtpUrl
      ? `  mail: delivered by SMTP (${new URL(config.mail.smtpUrl).host})\n`
      : '  mail: kept in the outbox (no SMTP_URL), see /api/admin/outbox\n',
  )
  if (config.demoAccounts && config.oidc.mode === 'embedded') {
    process.stdout.write(`\n  Demo accounts (${DEMO_ACCOUNTS.length}):\n${demoAccountTable()}\n`)
  }
  process.stdout.write('\n')
}
