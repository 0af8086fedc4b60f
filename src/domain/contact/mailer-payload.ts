import * as v from 'valibot'
import { boundedJson } from '../validation/json-value.ts'
import { requiredText } from '../validation/required-text.ts'
import { safeText } from '../validation/safe-text.ts'

/**
 * POST /api/mailer payloads (docs/product/api.md#writes): contact form, general enquiry, crash report and other
 * internal mails. One schema per payload, shared by the forms and the server.
 */

export const CONTACT_MESSAGES = {
  name: 'Please enter your name',
  email: 'Please enter your email address',
  message: 'Please provide a message',
} as const

const required = requiredText
const optionalText = (max = 2000) => v.optional(v.pipe(v.string(), v.trim(), v.maxLength(max), safeText()))

/**
 * Contact form: only presence is checked, no e-mail format check (docs/product/contact-and-newsletter.md#contact-form).
 */
export const ContactMailSchema = v.object({
  subject: v.optional(v.pipe(v.string(), v.trim(), v.maxLength(200), safeText()), 'Contact form'),
  name: required(CONTACT_MESSAGES.name, 200),
  email: required(CONTACT_MESSAGES.email, 320),
  message: required(CONTACT_MESSAGES.message, 10000),
  phone: optionalText(60),
  language: v.optional(v.picklist(['en', 'de'])),
})
export type ContactMail = v.InferOutput<typeof ContactMailSchema>

/** The contact page's form: name, e-mail, message (the page adds subject and language). */
export const ContactFormSchema = v.object({
  name: ContactMailSchema.entries.name,
  email: ContactMailSchema.entries.email,
  message: ContactMailSchema.entries.message,
})
export type ContactFormValues = v.InferInput<typeof ContactFormSchema>

export const ENQUIRY_SUBJECT = 'New general enquiry'
/** Property enquiries travel the same way, with the property (docs/product/enquiries.md#storage-and-mails). */
export const PROPERTY_ENQUIRY_SUBJECT = 'New property enquiry'
export const ENQUIRY_SUBJECTS: readonly string[] = [ENQUIRY_SUBJECT, PROPERTY_ENQUIRY_SUBJECT]

/*
 * Enquiries (both subjects) are validated by the enquiry schemas of src/domain/enquiry and stored
 * by the server's enquiry service; the mailer hands them over by subject.
 */

export const CRASH_SUBJECT = 'Frontend Crashed'

/** A serialised error of the client (name, message, stack, cause): stored in the outbox and mailed. */
const ErrorValue = boundedJson({ maxDepth: 8, maxEntries: 100, maxStringLength: 50_000 })

export const CrashMailSchema = v.object({
  subject: v.literal(CRASH_SUBJECT),
  error: ErrorValue,
  hasReloaded: v.boolean('hasReloaded must be true or false'),
  location: requiredText('location is required', 2000),
  user: v.nullish(boundedJson({ maxDepth: 2, maxEntries: 20, maxStringLength: 320 })),
})

export const LOGIN_ERROR_SUBJECT = 'Error when logging in'

export const InternalMailSchema = v.object({
  subject: required('Please enter a subject', 200),
  error: v.optional(ErrorValue),
  text: optionalText(20000),
})

export type MailKind = 'contact' | 'enquiry' | 'crash' | 'internal'

/** Which payload a mailer request carries, decided by its subject and fields. */
export function mailKindOf(body: unknown): MailKind {
  const b = (typeof body === 'object' && body !== null ? body : {}) as Record<string, unknown>
  if (b.subject === CRASH_SUBJECT) return 'crash'
  if (typeof b.subject === 'string' && ENQUIRY_SUBJECTS.includes(b.subject)) return 'enquiry'
  if ('message' in b || 'name' in b || 'email' in b) return 'contact'
  return 'internal'
}

/** The schemas of the kinds the mailer stores itself (enquiries go to the enquiry service). */
export const MAIL_SCHEMAS = {
  contact: ContactMailSchema,
  crash: CrashMailSchema,
  internal: InternalMailSchema,
} as const
