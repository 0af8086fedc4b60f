import { and, count, eq, sql } from 'drizzle-orm'
import type { HelpLanguage } from '#domain/help/articles.ts'
import type { Db } from '#server/db/client.ts'
import { helpArticleFeedback } from '#server/db/schema.ts'

export function createHelpRepository(db: Db) {
  return {
    /**
     * One vote per person, article and language (a second answer replaces the first), then the
     * article's counts in that language, in one transaction.
     */
    async vote(vote: { slug: string; language: HelpLanguage; userId: string; helpful: boolean }) {
      return db.transaction(async (tx) => {
        await tx
          .insert(helpArticleFeedback)
          .values({ ...vote, updatedAt: sql`now()` })
          .onConflictDoUpdate({
            target: [helpArticleFeedback.slug, helpArticleFeedback.language, helpArticleFeedback.userId],
            set: { helpful: vote.helpful, updatedAt: sql`now()` },
          })
        const rows = await tx
          .select({ helpful: helpArticleFeedback.helpful, n: count() })
          .from(helpArticleFeedback)
          .where(and(eq(helpArticleFeedback.slug, vote.slug), eq(helpArticleFeedback.language, vote.language)))
          .groupBy(helpArticleFeedback.helpful)
        return {
          helpful: rows.find((r) => r.helpful)?.n ?? 0,
          notHelpful: rows.find((r) => !r.helpful)?.n ?? 0,
        }
      })
    },
  }
}
export type HelpRepository = ReturnType<typeof createHelpRepository>
