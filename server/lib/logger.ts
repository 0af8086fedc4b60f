import type { MiddlewareHandler } from 'hono'

export type LogLevel = 'silent' | 'error' | 'info' | 'debug'
export type Logger = {
  info: (msg: string, fields?: Record<string, unknown>) => void
  error: (msg: string, fields?: Record<string, unknown>) => void
  debug: (msg: string, fields?: Record<string, unknown>) => void
}

const rank: Record<LogLevel, number> = { silent: 0, error: 1, info: 2, debug: 3 }

/** JSON lines on stdout/stderr. */
export function createLogger(level: LogLevel, write: (line: string) => void = (l) => process.stdout.write(l + '\n')): Logger {
  const emit = (lvl: Exclude<LogLevel, 'silent'>, msg: string, fields?: Record<string, unknown>) => {
    if (rank[lvl] > rank[level]) return
    write(JSON.stringify({ time: new Date().toISOString(), level: lvl, msg, ...fields }))
  }
  return {
    info: (m, f) => emit('info', m, f),
    error: (m, f) => emit('error', m, f),
    debug: (m, f) => emit('debug', m, f),
  }
}

/**
 * Structured request log without personal data: method, path without the query string (queries can
 * carry e-mail addresses or names), status and duration. No IP addresses, no headers, no bodies.
 */
export function requestLog(logger: Logger): MiddlewareHandler {
  return async (c, next) => {
    const start = performance.now()
    await next()
    const path = c.req.path
    const isAsset = path.startsWith('/assets/') || path.startsWith('/media/')
    const fields = { method: c.req.method, path, status: c.res.status, ms: Math.round(performance.now() - start) }
    if (isAsset) logger.debug('request', fields)
    else logger.info('request', fields)
  }
}
