import { availableParallelism } from 'node:os'
import path from 'node:path'
import * as v from 'valibot'

export const DEFAULT_MAIL_FROM = 'LDS Luxury Distribution <concierge@lds.example>'

function isSmtpUrl(value: string): boolean {
  try {
    const url = new URL(value)
    return (url.protocol === 'smtp:' || url.protocol === 'smtps:') && url.hostname !== ''
  } catch {
    return false
  }
}

/** `address@host` or `Display Name <address@host>` */
function isFromAddress(value: string): boolean {
  const m = /^(?:[^<>]*<([^<>\s]+)>|([^<>\s]+))$/.exec(value)
  const address = m?.[1] ?? m?.[2]
  return address !== undefined && /^[^@\s]+@[^@\s]+\.[^@\s]+$/.test(address)
}

/**
 * Every environment variable the server reads, validated once.
 * Nowhere else in the code base reads process.env.
 */
const EnvSchema = v.object({
  NODE_ENV: v.optional(v.picklist(['development', 'production', 'test']), 'production'),
  PORT: v.optional(v.pipe(v.string(), v.toNumber(), v.integer(), v.minValue(0), v.maxValue(65535)), '3000'),
  HOST: v.optional(v.string(), '0.0.0.0'),
  // server processes of this start (node:cluster workers, docs/decisions/138-cluster-start.md)
  WEB_CONCURRENCY: v.optional(
    v.pipe(
      v.string(),
      v.toNumber('WEB_CONCURRENCY must be a whole number from 1 to 64'),
      v.integer('WEB_CONCURRENCY must be a whole number from 1 to 64'),
      v.minValue(1, 'WEB_CONCURRENCY must be a whole number from 1 to 64'),
      v.maxValue(64, 'WEB_CONCURRENCY must be a whole number from 1 to 64'),
    ),
    '1',
  ),
  // server renders in worker threads (docs/decisions/144-render-worker-pool.md); 0: in the process, one at a time
  RENDER_THREADS: v.optional(
    v.pipe(
      v.string(),
      v.toNumber('RENDER_THREADS must be a whole number from 0 to 64'),
      v.integer('RENDER_THREADS must be a whole number from 0 to 64'),
      v.minValue(0, 'RENDER_THREADS must be a whole number from 0 to 64'),
      v.maxValue(64, 'RENDER_THREADS must be a whole number from 0 to 64'),
    ),
  ),
  RENDER_TIMEOUT_MS: v.optional(
    v.pipe(
      v.string(),
      v.toNumber('RENDER_TIMEOUT_MS must be a whole number of milliseconds from 100 to 120000'),
      v.integer('RENDER_TIMEOUT_MS must be a whole number of milliseconds from 100 to 120000'),
      v.minValue(100, 'RENDER_TIMEOUT_MS must be a whole number of milliseconds from 100 to 120000'),
      v.maxValue(120_000, 'RENDER_TIMEOUT_MS must be a whole number of milliseconds from 100 to 120000'),
    ),
    '10000',
  ),
  DATA_DIR: v.optional(v.string(), 'data'),
  DATABASE_URL: v.optional(
    v.pipe(
      v.string(),
      v.regex(/^(postgres(ql)?:\/\/|memory:\/\/)/, 'DATABASE_URL must start with postgres:// or memory://'),
    ),
  ),
  PUBLIC_URL: v.optional(v.pipe(v.string(), v.url('PUBLIC_URL must be an absolute URL'))),
  OIDC_ISSUER: v.optional(v.pipe(v.string(), v.url('OIDC_ISSUER must be an absolute URL'))),
  OIDC_AUDIENCE: v.optional(v.pipe(v.string(), v.minLength(1)), 'lds-api'),
  OIDC_CLIENT_ID: v.optional(v.pipe(v.string(), v.minLength(1)), 'agent-frontend'),
  OIDC_REDIRECT_ORIGINS: v.optional(v.string()),
  DEMO_ACCOUNTS: v.optional(v.picklist(['on', 'off'], 'DEMO_ACCOUNTS must be on or off')),
  MEDIA_BASE_URL: v.optional(v.string(), '/media'),
  MAP_STYLE_URL: v.optional(v.string()),
  LOG_LEVEL: v.optional(v.picklist(['silent', 'error', 'info', 'debug']), 'info'),
  // the demo mode is asked for explicitly (npm start does); docs/decisions/040-redirect-and-demo-mode.md
  APP_ENV: v.optional(v.picklist(['production', 'demo', 'development']), 'development'),
  MAIL_TO: v.optional(v.pipe(v.string(), v.email('MAIL_TO must be an e-mail address')), 'concierge@lds.example'),
  SMTP_URL: v.optional(
    v.pipe(
      v.string(),
      v.trim(),
      v.check(
        (value) => value === '' || isSmtpUrl(value),
        'SMTP_URL must be an smtp:// or smtps:// URL with a host, e.g. smtp://user:pass@mail.example:587',
      ),
    ),
  ),
  MAIL_FROM: v.optional(
    v.pipe(
      v.string(),
      v.trim(),
      v.check(isFromAddress, 'MAIL_FROM must be an e-mail address, optionally as Name <address>'),
    ),
    DEFAULT_MAIL_FROM,
  ),
  SEED_HOTELS: v.optional(v.pipe(v.string(), v.toNumber(), v.integer(), v.minValue(0)), '48'),
  SEED_PROPERTIES: v.optional(v.pipe(v.string(), v.toNumber(), v.integer(), v.minValue(0)), '96'),
  TRUST_PROXY: v.optional(
    v.pipe(
      v.string(),
      v.toNumber(),
      v.integer('TRUST_PROXY must be a whole number of proxies'),
      v.minValue(0),
      v.maxValue(10),
    ),
    '0',
  ),
  // abuse limits (docs/decisions/084-mail-and-write-limits.md); unset: the defaults (generous in tests)
  MAIL_RECIPIENT_CAP: v.optional(
    v.pipe(v.string(), v.toNumber(), v.integer('MAIL_RECIPIENT_CAP must be a whole number'), v.minValue(1)),
  ),
  CHAT_MESSAGE_LIMIT: v.optional(
    v.pipe(v.string(), v.toNumber(), v.integer('CHAT_MESSAGE_LIMIT must be a whole number'), v.minValue(1)),
  ),
  STREAM_API_KEY: v.optional(v.string()),
  // the code the create-account page asks for (docs/product/onboarding.md#registration); unset: none asked
  SIGNUP_INVITATION_CODE: v.optional(v.pipe(v.string(), v.trim())),
  STREAM_API_SECRET: v.optional(v.string()),
  // uploads (logos) in S3-compatible storage when S3_BUCKET is set (docs/decisions/122-logo-uploads.md)
  S3_BUCKET: v.optional(v.pipe(v.string(), v.trim())),
  S3_REGION: v.optional(v.pipe(v.string(), v.trim())),
  S3_ENDPOINT: v.optional(
    v.pipe(
      v.string(),
      v.trim(),
      v.check((value) => value === '' || httpUrl(value) !== undefined, 'S3_ENDPOINT must be an http(s) URL'),
    ),
  ),
  S3_ACCESS_KEY_ID: v.optional(v.string()),
  S3_SECRET_ACCESS_KEY: v.optional(v.string()),
  USER_WRITE_LIMIT: v.optional(
    v.pipe(v.string(), v.toNumber(), v.integer('USER_WRITE_LIMIT must be a whole number'), v.minValue(1)),
  ),
  // Stripe (docs/decisions/127-payments.md): payments need both keys; webhooks need their signing secret
  STRIPE_SECRET_KEY: v.optional(
    v.pipe(
      v.string(),
      v.trim(),
      v.check(
        (value) => value === '' || /^(sk|rk)_(test|live)_\w+$/.test(value),
        'STRIPE_SECRET_KEY must be sk_… or rk_…',
      ),
    ),
  ),
  STRIPE_PUBLISHABLE_KEY: v.optional(
    v.pipe(
      v.string(),
      v.trim(),
      v.check((value) => value === '' || /^pk_(test|live)_\w+$/.test(value), 'STRIPE_PUBLISHABLE_KEY must be pk_…'),
    ),
  ),
  STRIPE_WEBHOOK_SECRET: v.optional(v.pipe(v.string(), v.trim())),
  // a stand-in for api.stripe.com (tests, a local mock): its protocol, host and port
  STRIPE_API_BASE: v.optional(
    v.pipe(
      v.string(),
      v.trim(),
      v.check((value) => value === '' || httpUrl(value) !== undefined, 'STRIPE_API_BASE must be an http(s) URL'),
    ),
  ),
  // the message never echoes the value (docs/decisions/051-card-data-encryption.md)
  CARD_DATA_KEY: v.optional(
    v.pipe(
      v.string(),
      v.trim(),
      v.check(
        (value) => value === '' || cardDataKeyBytes(value) !== undefined,
        'CARD_DATA_KEY must be 32 bytes, as 64 hex digits or base64 (openssl rand -base64 32)',
      ),
    ),
  ),
})

/** The 32 bytes of a CARD_DATA_KEY given as 64 hex digits or base64 (standard or URL-safe); undefined otherwise. */
export function cardDataKeyBytes(value: string): Buffer | undefined {
  const text = value.trim()
  if (/^[0-9a-fA-F]{64}$/.test(text)) return Buffer.from(text, 'hex')
  if (!/^[A-Za-z0-9+/_-]{43}=?$/.test(text)) return undefined
  const bytes = Buffer.from(text.replace(/-/g, '+').replace(/_/g, '/'), 'base64')
  return bytes.length === 32 ? bytes : undefined
}

export type Config = {
  nodeEnv: 'development' | 'production' | 'test'
  appEnv: 'production' | 'demo' | 'development'
  port: number
  host: string
  /** server processes of this start: 1, or N node:cluster workers on PostgreSQL */
  webConcurrency: number
  /**
   * the storefront's server render (docs/decisions/144-render-worker-pool.md): the built render module (undefined in
   * the server tests: the shell answers), worker threads (0: in the process) and the time a render may take
   */
  render: { modulePath: string | undefined; threads: number; timeoutMs: number }
  dataDir: string
  databaseUrl: string | undefined
  /** public origin of the site, without a trailing slash (default http://localhost:PORT) */
  publicUrl: string
  oidc: OidcConfig
  /** seed the demo accounts (one published password for all) on start; only in the demo mode (APP_ENV=demo) */
  demoAccounts: boolean
  mediaBaseUrl: string
  mediaDir: string
  mapStyleUrl: string | undefined
  logLevel: 'silent' | 'error' | 'info' | 'debug'
  distDir: string
  mailTo: string
  /** SMTP delivery of the mail outbox; without SMTP_URL mails stay in the outbox (admins read them) */
  mail: { smtpUrl: string | undefined; from: string }
  seed: { hotels: number; properties: number }
  /**
   * reverse proxies in front of the server whose X-Forwarded-For entries are believed (0: none, the
   * socket's peer is the client); docs/decisions/043-throttling-and-proxy.md
   */
  trustProxy: number
  /**
   * the AES-256-GCM key of stored card numbers (CARD_DATA_KEY); undefined: the embedded mode's key
   * under DATA_DIR/secrets/card-data-key is used (docs/decisions/051-card-data-encryption.md)
   */
  cardDataKey: Buffer | undefined
  /**
   * mails a visitor's form sends to the address it names, per address and day, and writes per
   * signed-in user and minute (docs/decisions/084-mail-and-write-limits.md)
   */
  limits: { mailsPerRecipientPerDay: number; writesPerUserPerMinute: number; chatMessagesPerMinute: number }
  /** the invitation code the embedded provider's create-account page asks for (SIGNUP_INVITATION_CODE); undefined: none */
  signupInvitationCode: string | undefined
  /** Stream's keys (STREAM_API_KEY, STREAM_API_SECRET): the chat runs on Stream instead of the built-in one */
  stream?: { apiKey: string; apiSecret: string }
  /**
   * Stripe (STRIPE_SECRET_KEY and STRIPE_PUBLISHABLE_KEY, both or none; docs/decisions/127-payments.md): absent,
   * every payment surface answers 'Payments are not configured' and the rest of the product works
   */
  stripe?: StripeConfig
  /** where uploads (logos) are kept: files under DATA_DIR/uploads, or S3-compatible storage when S3_BUCKET is set */
  uploads: { dir: string; s3?: S3Config }
}

/** Stripe's keys; `apiBase` points the SDK at a stand-in (protocol, host, port). */
export type StripeConfig = {
  secretKey: string
  publishableKey: string
  webhookSecret: string | undefined
  apiBase: { protocol: 'http' | 'https'; host: string; port: number } | undefined
}

/** An S3-compatible bucket (S3_*); `endpoint` set: a non-AWS service, addressed path-style. */
export type S3Config = {
  bucket: string
  region: string
  endpoint?: string
  credentials?: { accessKeyId: string; secretAccessKey: string }
}

export type OidcConfig = {
  /** embedded: our own provider at `${publicUrl}/oidc`; external: OIDC_ISSUER */
  mode: 'embedded' | 'external'
  issuer: string
  audience: string
  clientId: string
  scope: string
  /**
   * the exact origins the embedded client may redirect to: publicUrl first, then OIDC_REDIRECT_ORIGINS;
   * the same in every mode (docs/decisions/040-redirect-and-demo-mode.md)
   */
  redirectOrigins: string[]
}

/** An environment the server refuses to start with; `issues` are one line each. */
export class ConfigError extends Error {
  readonly issues: string[]
  constructor(issues: string[]) {
    super(`Invalid environment:\n${issues.join('\n')}`)
    this.name = 'ConfigError'
    this.issues = issues
  }
}

export function loadConfig(env: Record<string, string | undefined> = process.env): Config {
  const result = v.safeParse(EnvSchema, env)
  if (!result.success) {
    throw new ConfigError(result.issues.map((i) => `${v.getDotPath(i) ?? '?'}: ${i.message}`))
  }
  const e = result.output
  const modeIssues = runModeIssues(e)
  if (modeIssues.length) throw new ConfigError(modeIssues)
  const dataDir = path.resolve(e.DATA_DIR)
  const publicUrl = (e.PUBLIC_URL ?? `http://localhost:${e.PORT}`).replace(/\/+$/, '')
  return {
    nodeEnv: e.NODE_ENV,
    appEnv: e.APP_ENV,
    port: e.PORT,
    host: e.HOST,
    webConcurrency: e.WEB_CONCURRENCY,
    render: {
      modulePath: e.NODE_ENV === 'test' ? undefined : path.resolve('dist-server/render/entry-server.js'),
      threads: e.RENDER_THREADS ?? defaultRenderThreads(e.WEB_CONCURRENCY),
      timeoutMs: e.RENDER_TIMEOUT_MS,
    },
    dataDir,
    databaseUrl: e.DATABASE_URL,
    publicUrl,
    oidc: oidcConfig(e, publicUrl),
    demoAccounts: (e.DEMO_ACCOUNTS ?? (e.APP_ENV === 'demo' ? 'on' : 'off')) === 'on',
    mediaBaseUrl: e.MEDIA_BASE_URL.replace(/\/$/, ''),
    mediaDir: path.join(dataDir, 'media'),
    mapStyleUrl: e.MAP_STYLE_URL,
    logLevel: e.LOG_LEVEL,
    distDir: path.resolve('dist'),
    mailTo: e.MAIL_TO,
    mail: { smtpUrl: e.SMTP_URL || undefined, from: e.MAIL_FROM },
    seed: { hotels: e.SEED_HOTELS, properties: e.SEED_PROPERTIES },
    trustProxy: e.TRUST_PROXY,
    cardDataKey: e.CARD_DATA_KEY ? cardDataKeyBytes(e.CARD_DATA_KEY) : undefined,
    limits: {
      mailsPerRecipientPerDay: e.MAIL_RECIPIENT_CAP ?? (e.NODE_ENV === 'test' ? 1000 : 5),
      writesPerUserPerMinute: e.USER_WRITE_LIMIT ?? (e.NODE_ENV === 'test' ? 1000 : 30),
      // chat messages and enquiries per user and minute (docs/product/chat.md#rules)
      chatMessagesPerMinute: e.CHAT_MESSAGE_LIMIT ?? (e.NODE_ENV === 'test' ? 1000 : 30),
    },
    signupInvitationCode: e.SIGNUP_INVITATION_CODE || undefined,
    ...(e.STREAM_API_KEY && e.STREAM_API_SECRET
      ? { stream: { apiKey: e.STREAM_API_KEY, apiSecret: e.STREAM_API_SECRET } }
      : {}),
    uploads: { dir: path.join(dataDir, 'uploads'), ...(e.S3_BUCKET ? { s3: s3Config(e, e.S3_BUCKET) } : {}) },
    ...(e.STRIPE_SECRET_KEY && e.STRIPE_PUBLISHABLE_KEY
      ? { stripe: stripeConfig(e, e.STRIPE_SECRET_KEY, e.STRIPE_PUBLISHABLE_KEY) }
      : {}),
  }
}

/** The cores this host gives each server process of the start, at least one (decision 144). */
export function defaultRenderThreads(webConcurrency: number, cores = availableParallelism()): number {
  return Math.max(1, Math.floor(cores / webConcurrency))
}

function stripeConfig(e: v.InferOutput<typeof EnvSchema>, secretKey: string, publishableKey: string): StripeConfig {
  const base = e.STRIPE_API_BASE ? httpUrl(e.STRIPE_API_BASE) : undefined
  return {
    secretKey,
    publishableKey,
    webhookSecret: e.STRIPE_WEBHOOK_SECRET || undefined,
    apiBase: base && {
      protocol: base.protocol === 'http:' ? 'http' : 'https',
      host: base.hostname,
      port: Number(base.port || (base.protocol === 'http:' ? 80 : 443)),
    },
  }
}

function s3Config(e: v.InferOutput<typeof EnvSchema>, bucket: string): S3Config {
  return {
    bucket,
    region: e.S3_REGION || 'us-east-1',
    ...(e.S3_ENDPOINT ? { endpoint: e.S3_ENDPOINT } : {}),
    // without keys the SDK's own chain (environment, instance role) finds them
    ...(e.S3_ACCESS_KEY_ID && e.S3_SECRET_ACCESS_KEY
      ? { credentials: { accessKeyId: e.S3_ACCESS_KEY_ID, secretAccessKey: e.S3_SECRET_ACCESS_KEY } }
      : {}),
  }
}

/**
 * Published demo passwords only in the demo mode; a production start needs its public origin
 * (docs/decisions/040-redirect-and-demo-mode.md).
 */
function runModeIssues(e: v.InferOutput<typeof EnvSchema>): string[] {
  const issues: string[] = []
  if (e.APP_ENV === 'production' && !e.PUBLIC_URL)
    issues.push('APP_ENV=production needs PUBLIC_URL, the public origin of the site (e.g. https://lds.example)')
  // several server processes on one PostgreSQL must share the card key (docs/decisions/051-card-data-encryption.md)
  if (e.APP_ENV === 'production' && e.DATABASE_URL?.startsWith('postgres') && !e.CARD_DATA_KEY)
    issues.push(
      'APP_ENV=production with DATABASE_URL needs CARD_DATA_KEY, the key of stored card numbers (openssl rand -base64 32)',
    )
  // the embedded database is a directory of one process (docs/decisions/138-cluster-start.md)
  if (e.WEB_CONCURRENCY > 1 && !e.DATABASE_URL?.startsWith('postgres'))
    issues.push(
      `WEB_CONCURRENCY=${e.WEB_CONCURRENCY} needs DATABASE_URL=postgres://… (several processes share PostgreSQL; the embedded database belongs to one process)`,
    )
  if (Boolean(e.STRIPE_SECRET_KEY) !== Boolean(e.STRIPE_PUBLISHABLE_KEY))
    issues.push('STRIPE_SECRET_KEY and STRIPE_PUBLISHABLE_KEY are set together (payments need both), or neither')
  if (e.DEMO_ACCOUNTS === 'on' && e.APP_ENV !== 'demo')
    issues.push(`DEMO_ACCOUNTS=on needs APP_ENV=demo (demo accounts have published passwords; APP_ENV is ${e.APP_ENV})`)
  return issues
}

function oidcConfig(e: v.InferOutput<typeof EnvSchema>, publicUrl: string): OidcConfig {
  const extra = listOf(e.OIDC_REDIRECT_ORIGINS ?? '')
  const origins = [publicUrl, ...extra].map((o) => {
    const url = httpUrl(o)
    if (!url) throw new ConfigError([`OIDC_REDIRECT_ORIGINS: ${o} is not an absolute http(s) URL`])
    return url.origin
  })
  return {
    mode: e.OIDC_ISSUER ? 'external' : 'embedded',
    // an external issuer is kept exactly as given: its `iss` claim must match it
    issuer: e.OIDC_ISSUER ?? `${publicUrl}/oidc`,
    audience: e.OIDC_AUDIENCE,
    clientId: e.OIDC_CLIENT_ID,
    scope: 'openid profile email offline_access',
    redirectOrigins: [...new Set(origins)],
  }
}

function httpUrl(value: string): URL | undefined {
  try {
    const url = new URL(value)
    return url.protocol === 'http:' || url.protocol === 'https:' ? url : undefined
  } catch {
    return undefined
  }
}

function listOf(value: string): string[] {
  return value
    .split(',')
    .map((item) => item.trim().toLowerCase())
    .filter(Boolean)
}
