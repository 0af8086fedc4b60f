import path from 'node:path'
import * as v from 'valibot'

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
  PUBLIC_URL: v.optional(v.string()),
  MEDIA_BASE_URL: v.optional(v.string(), '/media'),
  MAP_STYLE_URL: v.optional(v.string()),
  LOG_LEVEL: v.optional(v.picklist(['silent', 'error', 'info', 'debug']), 'info'),
  APP_ENV: v.optional(v.picklist(['production', 'demo', 'development']), 'demo'),
  MAIL_TO: v.optional(v.pipe(v.string(), v.email('MAIL_TO must be an e-mail address')), 'concierge@lds.example'),
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
  publicUrl: string | undefined
  mediaBaseUrl: string
  mediaDir: string
  mapStyleUrl: string | undefined
  logLevel: 'silent' | 'error' | 'info' | 'debug'
  distDir: string
  mailTo: string
  seed: { hotels: number; properties: number }
}

export function loadConfig(env: Record<string, string | undefined> = process.env): Config {
  const result = v.safeParse(EnvSchema, env)
  if (!result.success) {
    const lines = result.issues.map((i) => `${v.getDotPath(i) ?? '?'}: ${i.message}`)
    throw new Error(`Invalid environment:\n${lines.join('\n')}`)
  }
  const e = result.output
  const dataDir = path.resolve(e.DATA_DIR)
  return {
    nodeEnv: e.NODE_ENV,
    appEnv: e.APP_ENV,
    port: e.PORT,
    host: e.HOST,
    dataDir,
    databaseUrl: e.DATABASE_URL,
    publicUrl: e.PUBLIC_URL,
    mediaBaseUrl: e.MEDIA_BASE_URL.replace(/\/$/, ''),
    mediaDir: path.join(dataDir, 'media'),
    mapStyleUrl: e.MAP_STYLE_URL,
    logLevel: e.LOG_LEVEL,
    distDir: path.resolve('dist'),
    mailTo: e.MAIL_TO,
    seed: { hotels: e.SEED_HOTELS, properties: e.SEED_PROPERTIES },
  }
}
