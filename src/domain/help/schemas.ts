/**
 * The Help Centre's payloads (docs/product/help-centre.md#api), one valibot schema each, shared by
 * the forms and the server.
 */
import * as v from 'valibot'
import { requiredText } from '../validation/required-text.ts'
import { HELP_ARTICLE_SLUGS, HELP_LANGUAGES } from './articles.ts'

export const HELP_MESSAGES = {
  helpful: 'Please answer yes or no',
  language: 'Please choose English or German',
  subject: 'Please enter a subject',
  message: 'Please provide a message',
  article: 'Unknown help article',
} as const

const Language = v.picklist(HELP_LANGUAGES, HELP_MESSAGES.language)

/** POST /api/help/articles/{slug}/feedback: 'Was this helpful?' in the language the article was read in. */
export const HelpFeedbackSchema = v.pipe(
  // optional keys with forwarded checks, so a missing key has the field's message, not 'Invalid key'
  v.object({ helpful: v.optional(v.boolean(HELP_MESSAGES.helpful)), language: v.optional(Language) }),
  v.forward(
    v.check((input) => input.helpful !== undefined, HELP_MESSAGES.helpful),
    ['helpful'],
  ),
  v.forward(
    v.check((input) => input.language !== undefined, HELP_MESSAGES.language),
    ['language'],
  ),
  v.transform((input) => ({ helpful: input.helpful!, language: input.language! })),
)
export type HelpFeedbackInput = v.InferOutput<typeof HelpFeedbackSchema>

/** The contact form's own fields. */
export const HelpContactFormSchema = v.object({
  subject: requiredText(HELP_MESSAGES.subject, 200),
  message: requiredText(HELP_MESSAGES.message, 10000),
})
export type HelpContactFormValues = v.InferInput<typeof HelpContactFormSchema>

/** POST /api/help/contact: the form, the page's language and the article it was sent from (if any). */
export const HelpContactSchema = v.object({
  ...HelpContactFormSchema.entries,
  language: v.optional(Language, 'en'),
  article: v.optional(v.nullable(v.picklist(HELP_ARTICLE_SLUGS, HELP_MESSAGES.article)), null),
})
export type HelpContactInput = v.InferOutput<typeof HelpContactSchema>

/** The answer to a vote: the article's counts in that language, and the caller's own answer. */
export interface HelpFeedbackDto {
  slug: string
  language: (typeof HELP_LANGUAGES)[number]
  helpful: boolean
  helpfulCount: number
  notHelpfulCount: number
}

/** The answer to a contact message: its outbox id. */
export interface HelpContactDto {
  id: number
}

export const HELP_CONTACT_SUBJECT_PREFIX = 'Help Centre: '
