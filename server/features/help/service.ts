import { isHelpArticleSlug } from '#domain/help/articles.ts'
import {
  HELP_CONTACT_SUBJECT_PREFIX,
  type HelpContactDto,
  type HelpContactInput,
  type HelpFeedbackDto,
  type HelpFeedbackInput,
} from '#domain/help/schemas.ts'
import type { AccountRow } from '#server/auth/account-repository.ts'
import type { Outbox } from '#server/integrations/mail/outbox.ts'
import { NotFoundError } from '#server/lib/errors.ts'
import type { HelpRepository } from './repository.ts'

/** The Help Centre (docs/product/help-centre.md#api): votes on articles, and messages to the support team. */
export function createHelpService(repo: HelpRepository, outbox: Outbox, opts: { supportAddress: string }) {
  return {
    async vote(actor: AccountRow, slug: string, input: HelpFeedbackInput): Promise<HelpFeedbackDto> {
      if (!isHelpArticleSlug(slug)) throw new NotFoundError('Help article')
      const counts = await repo.vote({ slug, language: input.language, userId: actor.id, helpful: input.helpful })
      return {
        slug,
        language: input.language,
        helpful: input.helpful,
        helpfulCount: counts.helpful,
        notHelpfulCount: counts.notHelpful,
      }
    },
    /** Queues the message for the support team, replies going to the person who sent it. */
    async contact(actor: AccountRow, input: HelpContactInput): Promise<HelpContactDto> {
      const name = [actor.firstName, actor.lastName].filter(Boolean).join(' ')
      const id = await outbox.enqueue({
        kind: 'help-contact',
        subject: `${HELP_CONTACT_SUBJECT_PREFIX}${input.subject}`,
        recipient: opts.supportAddress,
        replyTo: actor.email,
        payload: {
          subject: input.subject,
          name,
          email: actor.email,
          role: actor.role,
          travelAgencyId: actor.travelAgencyId,
          language: input.language,
          article: input.article,
          message: input.message,
        },
      })
      return { id }
    },
  }
}
export type HelpService = ReturnType<typeof createHelpService>
