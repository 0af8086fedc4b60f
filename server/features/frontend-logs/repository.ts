import { lt } from 'drizzle-orm'
import type { Db } from '#server/db/client.ts'
import { frontendLogs } from '#server/db/schema.ts'
import type { FrontendLog } from '#domain/logs/frontend-log.ts'

export function createFrontendLogRepository(db: Db) {
  return {
    insert: async (log: FrontendLog) => {
      await db.insert(frontendLogs).values({ msg: log.msg, data: log.data ?? null, sessionId: log.sessionId ?? null })
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
