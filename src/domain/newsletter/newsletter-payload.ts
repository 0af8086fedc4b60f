import * as v from 'valibot'
import { requiredText } from '../validation/required-text.ts'

export const NEWSLETTER_MESSAGES = {
  fullName: 'Please enter your name',
  email: 'Please enter your email address',
  privacy: 'Please accept the privacy policy',
} as const

const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/

/**
 * POST /api/newsletter/client (docs/product/contact-and-newsletter.md#newsletter-storage).
 * The form adds the privacy tick.
 */
export const NewsletterSchema = v.object({
  fullName: requiredText(NEWSLETTER_MESSAGES.fullName, 200),
  email: v.pipe(requiredText(NEWSLETTER_MESSAGES.email, 320), v.regex(EMAIL, NEWSLETTER_MESSAGES.email)),
  language: v.optional(v.picklist(['en', 'de']), 'en'),
})
export type NewsletterPayload = v.InferOutput<typeof NewsletterSchema>

export const NewsletterFormSchema = v.object({
  ...NewsletterSchema.entries,
  privacy: v.pipe(
    v.optional(v.boolean(NEWSLETTER_MESSAGES.privacy), false),
    v.check((x) => x, NEWSLETTER_MESSAGES.privacy),
  ),
})
