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
  DATA_DIR: v.optional(v.string(), 'data'),
  DATABASE_URL: v.optional(v.pipe(v.string(), v.regex(/^(postgres(ql)?:\/\/|memory:\/\/)/, 'DATABASE_URL must start with postgres:// or memory://'))),
  PUBLIC_URL: v.optional(v.pipe(v.string(), v.url('PUBLIC_URL must be an absolute URL'))),
  OIDC_ISSUER: v.optional(v.pipe(v.string(), v.url('OIDC_ISSUER must be an absolute URL'))),
  OIDC_AUDIENCE: v.optional(v.pipe(v.string(), v.minLength(1)), 'lds-api'),
  OIDC_CLIENT_ID: v.optional(v.pipe(v.string(), v.minLength(1)), 'agent-frontend'),
  OIDC_REDIRECT_ORIGINS: v.optional(v.string()),
  OIDC_REDIRECT_HOSTS: v.optional(v.string()),
  DEMO_ACCOUNTS: v.optional(v.picklist(['on', 'off'], 'DEMO_ACCOUNTS must be on or off')),
  MEDIA_BASE_URL: v.optional(v.string(), '/media'),
  MAP_STYLE_URL: v.optional(v.string()),
  LOG_LEVEL: v.optional(v.picklist(['silent', 'error', 'info', 'debug']), 'info'),
  APP_ENV: v.optional(v.picklist(['production', 'demo', 'development']), 'demo'),
  MAIL_TO: v.optional(v.pipe(v.string(), v.email('MAIL_TO must be an e-mail address')), 'concierge@lds.example'),
  SMTP_URL: v.optional(
    v.pipe(
      v.string(),
      v.trim(),
      v.check((value) => value === '' || isSmtpUrl(value), 'SMTP_URL must be an smtp:// or smtps:// URL with a host, e.g. smtp://user:pass@mail.example:587'),
    ),
  ),
  MAIL_FROM: v.optional(v.pipe(v.string(), v.trim(), v.check(isFromAddress, 'MAIL_FROM must be an e-mail address, optionally as Name <address>')), DEFAULT_MAIL_FROM),
  SEED_HOTELS: v.optional(v.pipe(v.string(), v.toNumber(), v.integer(), v.minValue(0)), '48'),
  SEED_PROPERTIES: v.optional(v.pipe(v.string(), v.toNumber(), v.integer(), v.minValue(0)), '96'),
})

export type Config = {
  nodeEnv: 'development' | 'production' | 'test'
  appEnv: 'production' | 'demo' | 'development'
  port: number
  host: string
  dataDir: string
  databaseUrl: string | undefined
  /** public origin of the site, without a trailing slash (default http://localhost:PORT) */
  publicUrl: string
  oidc: OidcConfig
  /** seed the demo accounts (one password for all) on start; default on unless APP_ENV=production */
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
}

export type OidcConfig = {
  /** embedded: our own provider at `${publicUrl}/oidc`; external: OIDC_ISSUER */
  mode: 'embedded' | 'external'
  issuer: string
  audience: string
  clientId: string
  scope: string
  /** origins allowed as redirect targets of the embedded client (publicUrl first) */
  redirectOrigins: string[]
  /**
   * host name patterns ('localhost', '*.test') whose origins (any port) are also allowed as redirect
   * targets; by default only outside production, for demos and tests under several host names
   */
  redirectHosts: string[]
}

export function loadConfig(env: Record<string, string | undefined> = process.env): Config {
  const result = v.safeParse(EnvSchema, env)
  if (!result.success) {
    const lines = result.issues.map((i) => `${v.getDotPath(i) ?? '?'}: ${i.message}`)
    throw new Error(`Invalid environment:\n${lines.join('\n')}`)
  }
  const e = result.output
  const dataDir = path.resolve(e.DATA_DIR)
  const publicUrl = (e.PUBLIC_URL ?? `http://localhost:${e.PORT}`).replace(/\/+$/, '')
  return {
    nodeEnv: e.NODE_ENV,
    appEnv: e.APP_ENV,
    port: e.PORT,
    host: e.HOST,
    dataDir,
    databaseUrl: e.DATABASE_URL,
    publicUrl,
    oidc: oidcConfig(e, publicUrl),
    demoAccounts: (e.DEMO_ACCOUNTS ?? (e.APP_ENV === 'production' ? 'off' : 'on')) === 'on',
    mediaBaseUrl: e.MEDIA_BASE_URL.replace(/\/$/, ''),
    mediaDir: path.join(dataDir, 'media'),
    mapStyleUrl: e.MAP_STYLE_URL,
    logLevel: e.LOG_LEVEL,
    distDir: path.resolve('dist'),
    mailTo: e.MAIL_TO,
    mail: { smtpUrl: e.SMTP_URL || undefined, from: e.MAIL_FROM },
    seed: { hotels: e.SEED_HOTELS, properties: e.SEED_PROPERTIES },
  }
}

function oidcConfig(e: v.InferOutput<typeof EnvSchema>, publicUrl: string): OidcConfig {
  const extra = listOf(e.OIDC_REDIRECT_ORIGINS ?? '')
  // without a PUBLIC_URL the site is also reachable as 127.0.0.1 and through the Vite dev server
  const defaults = e.PUBLIC_URL ? [] : [`http://127.0.0.1:${e.PORT}`, 'http://localhost:5173', 'http://localhost:4173']
  const origins = [publicUrl, ...extra, ...defaults].map((o) => {
    try {
      return new URL(o).origin
    } catch {
      throw new Error(`Invalid environment:\nOIDC_REDIRECT_ORIGINS: ${o} is not an absolute URL`)
    }
  })
  return {
    mode: e.OIDC_ISSUER ? 'external' : 'embedded',
    // an external issuer is kept exactly as given: its `iss` claim must match it
    issuer: e.OIDC_ISSUER ?? `${publicUrl}/oidc`,
    audience: e.OIDC_AUDIENCE,
    clientId: e.OIDC_CLIENT_ID,
    scope: 'openid profile email offline_access',
    redirectOrigins: [...new Set(origins)],
    redirectHosts: listOf(e.OIDC_REDIRECT_HOSTS ?? (e.APP_ENV === 'production' ? '' : 'localhost,*.localhost,127.0.0.1,*.test')),
  }
}

function listOf(value: string): string[] {
  return value
    .split(',')
    .map((item) => item.trim().toLowerCase())
    .filter(Boolean)
}
