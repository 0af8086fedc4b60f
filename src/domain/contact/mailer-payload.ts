import * as v from 'valibot'
import { requiredText } from '../validation/required-text.ts'

/**
 * POST /api/mailer payloads (SPEC.md §7): contact form, general enquiry, crash report and other
 * internal mails. One schema per payload, shared by the forms and the server.
 */

export const CONTACT_MESSAGES = {
  name: 'Please enter your name',
  email: 'Please enter your email address',
  message: 'Please provide a message',
} as const

const required = requiredText
const optionalText = (max = 2000) => v.optional(v.pipe(v.string(), v.trim(), v.maxLength(max)))

/** Contact form: only presence is checked, no e-mail format check (SPEC.md §5). */
export const ContactMailSchema = v.object({
  subject: v.optional(v.pipe(v.string(), v.trim(), v.maxLength(200)), 'Contact form'),
  name: required(CONTACT_MESSAGES.name, 200),
  email: required(CONTACT_MESSAGES.email, 320),
  message: required(CONTACT_MESSAGES.message, 10000),
  phone: optionalText(60),
  language: v.optional(v.picklist(['en', 'de'])),
})
export type ContactMail = v.InferOutput<typeof ContactMailSchema>

export const ENQUIRY_SUBJECT = 'New general enquiry'

/** The general (multi-step) enquiry; the form schema in the enquiry feature refines it. */
export const GeneralEnquiryMailSchema = v.looseObject({
  subject: v.literal(ENQUIRY_SUBJECT),
  name: required('Please enter your name', 200),
  email: required('Please enter your email address', 320),
  phone: required('Please enter your phone number', 60),
  message: optionalText(10000),
})

export const CRASH_SUBJECT = 'Frontend Crashed'

export const CrashMailSchema = v.object({
  subject: v.literal(CRASH_SUBJECT),
  error: v.unknown(),
  hasReloaded: v.boolean('hasReloaded must be true or false'),
  location: requiredText('location is required', 2000),
  user: v.nullish(v.unknown()),
})

export const LOGIN_ERROR_SUBJECT = 'Error when logging in'

export const InternalMailSchema = v.object({
  subject: required('Please enter a subject', 200),
  error: v.optional(v.unknown()),
  text: optionalText(20000),
})

export type MailKind = 'contact' | 'enquiry' | 'crash' | 'internal'

/** Which payload a mailer request carries, decided by its subject and fields. */
export function mailKindOf(body: unknown): MailKind {
  const b = (typeof body === 'object' && body !== null ? body : {}) as Record<string, unknown>
  if (b.subject === CRASH_SUBJECT) return 'crash'
  if (b.subject === ENQUIRY_SUBJECT) return 'enquiry'
  if ('message' in b || 'name' in b || 'email' in b) return 'contact'
  return 'internal'
}

export const MAIL_SCHEMAS = {
  contact: ContactMailSchema,
  enquiry: GeneralEnquiryMailSchema,
  crash: CrashMailSchema,
  internal: InternalMailSchema,
} as const
