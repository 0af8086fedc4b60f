import { lt } from 'drizzle-orm'
import type { Db } from '#server/db/client.ts'
import { frontendLogs } from '#server/db/schema.ts'
import type { FrontendLog } from '#domain/logs/frontend-log.ts'

export function createFrontendLogRepository(db: Db) {
  return {
    /**
     * Stores the entries of one request; entries of a batch id keep their place in it, and a place
     * already stored is skipped (the unique index frontend_logs_batch_idx): a batch sent again stores nothing.
     */
    insertAll: async (logs: readonly FrontendLog[]) => {
      await db
        .insert(frontendLogs)
        .values(
          logs.map((log, i) => ({
            msg: log.msg,
            data: log.data ?? null,
            sessionId: log.sessionId ?? null,
            batchId: log.batchId ?? null,
            batchPosition: log.batchId ? i : null,
          })),
        )
        .onConflictDoNothing()
    },
    /** Deletes the entries written before `cutoff`; how many. */
    deleteOlderThan: async (cutoff: Date): Promise<number> => {
      const deleted = await db
        .delete(frontendLogs)
        .where(lt(frontendLogs.createdAt, cutoff))
        .returning({ id: frontendLogs.id })
      return deleted.length
    },
  }
}
export type FrontendLogRepository = ReturnType<typeof createFrontendLogRepository>
