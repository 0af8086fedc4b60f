import type { IncomingMessage, ServerResponse } from 'node:http'

export type LogLevel = 'silent' | 'error' | 'info' | 'debug'
export type Logger = {
  info: (msg: string, fields?: Record<string, unknown>) => void
  error: (msg: string, fields?: Record<string, unknown>) => void
  debug: (msg: string, fields?: Record<string, unknown>) => void
  /** false when messages of this level are dropped (callers can skip preparing them) */
  enabled?: (level: Exclude<LogLevel, 'silent'>) => boolean
}

const rank: Record<LogLevel, number> = { silent: 0, error: 1, info: 2, debug: 3 }

/** JSON lines on stdout/stderr. */
export function createLogger(
  level: LogLevel,
  write: (line: string) => void = (l) => process.stdout.write(l + '\n'),
): Logger {
  const emit = (lvl: Exclude<LogLevel, 'silent'>, msg: string, fields?: Record<string, unknown>) => {
    if (rank[lvl] > rank[level]) return
    write(JSON.stringify({ time: new Date().toISOString(), level: lvl, msg, ...fields }))
  }
  return {
    info: (m, f) => emit('info', m, f),
    error: (m, f) => emit('error', m, f),
    debug: (m, f) => emit('debug', m, f),
    enabled: (lvl) => rank[lvl] <= rank[level],
  }
}

type Listener = (req: IncomingMessage, res: ServerResponse) => void

/**
 * Structured request log without personal data: method, path without the query string (queries can
 * carry e-mail addresses or names), status and duration. No IP addresses, no headers, no bodies.
 * It wraps the node:http listener (reading the status inside the Hono pipeline would force every
 * answer through the slow Response path).
 */
export function withRequestLog(logger: Logger, listener: Listener): Listener {
  // request lines are info (assets and media debug): without info, no listener per request
  if (logger.enabled && !logger.enabled('info')) return listener
  return (req, res) => {
    const start = performance.now()
    res.once('finish', () => {
      const url = req.url ?? '/'
      const q = url.indexOf('?')
      const path = q === -1 ? url : url.slice(0, q)
      const fields = { method: req.method, path, status: res.statusCode, ms: Math.round(performance.now() - start) }
      if (path.startsWith('/assets/') || path.startsWith('/media/')) logger.debug('request', fields)
      else logger.info('request', fields)
    })
    listener(req, res)
  }
}
