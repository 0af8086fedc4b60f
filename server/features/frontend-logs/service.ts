import type { FrontendLog } from '#domain/logs/frontend-log.ts'
import { redactText, redactValue } from '#domain/logs/redact.ts'
import type { Logger } from '#server/lib/logger.ts'
import { errorLogFields } from '#server/lib/error-log.ts'
import type { FrontendLogRepository } from './repository.ts'

/** How long a frontend log entry is kept (docs/decisions/039-frontend-logs.md). */
export const FRONTEND_LOG_RETENTION_DAYS = 14
const RETENTION_MS = FRONTEND_LOG_RETENTION_DAYS * 24 * 60 * 60_000
/** Expired entries are deleted at most this often: on a write, and by a timer when nothing is written. */
const PURGE_EVERY_MS = 60 * 60_000

/**
 * The client's log entries: redacted (card numbers, tokens, passwords) before they are stored, and
 * deleted after FRONTEND_LOG_RETENTION_DAYS.
 */
export function createFrontendLogService(repo: FrontendLogRepository, opts: { logger: Logger; now?: () => Date }) {
  const now = opts.now ?? (() => new Date())
  let lastPurge = Number.NEGATIVE_INFINITY

  async function purgeExpired(): Promise<number> {
    lastPurge = now().getTime()
    return repo.deleteOlderThan(new Date(lastPurge - RETENTION_MS))
  }

  setInterval(() => {
    if (now().getTime() - lastPurge < PURGE_EVERY_MS) return
    purgeExpired().catch((err: unknown) => opts.logger.error('frontend log purge failed', errorLogFields(err)))
  }, PURGE_EVERY_MS).unref()

  return {
    /** The entries of one request (one entry, or a batch: once per batch id however often it is sent). */
    async record(entries: readonly FrontendLog[]): Promise<void> {
      await repo.insertAll(
        entries.map((entry) => ({
          msg: redactText(entry.msg),
          ...(entry.data !== undefined ? { data: redactValue(entry.data) } : {}),
          ...(entry.sessionId !== undefined ? { sessionId: redactText(entry.sessionId) } : {}),
          ...(entry.batchId !== undefined ? { batchId: entry.batchId } : {}),
        })),
      )
      if (now().getTime() - lastPurge >= PURGE_EVERY_MS) await purgeExpired()
    },
    purgeExpired,
  }
}
export type FrontendLogService = ReturnType<typeof createFrontendLogService>
