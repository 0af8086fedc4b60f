/**
 * What a log line says about an error (docs/decisions/038-edge-validation.md). A failed database
 * query is logged with its error code (SQLSTATE) and the query's name, e.g. `insert enquiries`,
 * never its text's values, parameters, message or stack: drizzle's message carries the bound
 * parameters (guests' e-mail addresses, names, phone numbers), and PostgreSQL's messages can quote
 * the offending value. Any other error keeps its message and stack.
 */
export function errorLogFields(err: unknown): Record<string, unknown> {
  const query = failedQuery(err)
  if (query) return { error: 'database query failed', ...query }
  if (err instanceof Error) return { error: err.message, stack: err.stack, ...codeOf(err) }
  return { error: String(err) }
}

type FailedQuery = { code?: string; query: string }

/** The code and name of a failed query (drizzle's DrizzleQueryError: `query`, `params`, `cause`). */
function failedQuery(err: unknown): FailedQuery | undefined {
  if (!(err instanceof Error)) return undefined
  const e = err as Error & { query?: unknown; params?: unknown; cause?: unknown }
  if (typeof e.query === 'string' && Array.isArray(e.params)) return { ...codeOf(e.cause), query: queryName(e.query) }
  // a driver error (pg, PGlite) thrown without drizzle around it
  if (isDatabaseError(err)) return { ...codeOf(err), query: 'unknown' }
  return undefined
}

/** `insert enquiries`, `select stays`, `update users`, `delete frontend_logs` (the first table named). */
export function queryName(sql: string): string {
  const text = sql.trim()
  const verb = /^\w+/.exec(text)?.[0]?.toLowerCase() ?? 'query'
  const table = /\b(?:from|into|update|join)\s+"?([\w.]+)"?/i.exec(text)?.[1]
  return table ? `${verb} ${table}` : verb
}

/** A SQLSTATE is five characters; pg and PGlite put it on `code` with the severity beside it. */
function isDatabaseError(err: Error): boolean {
  const e = err as Error & { code?: unknown; severity?: unknown }
  return typeof e.code === 'string' && /^[0-9A-Z]{5}$/.test(e.code) && typeof e.severity === 'string'
}

function codeOf(value: unknown): { code?: string } {
  const code = (value as { code?: unknown } | null | undefined)?.code
  return typeof code === 'string' || typeof code === 'number' ? { code: String(code) } : {}
}
