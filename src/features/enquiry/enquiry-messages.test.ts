import { describe, expect, it } from 'vitest'
import { CONTACT_MESSAGES } from '#domain/contact/mailer-payload.ts'
import { PERIOD_MESSAGES } from '#domain/dates/period-rules.ts'
import { ENQUIRY_MESSAGES } from '#domain/enquiry/enquiry-messages.ts'
import { NEWSLETTER_MESSAGES } from '#domain/newsletter/newsletter-payload.ts'
import { CONTACT_MESSAGE_DESCRIPTORS } from '#lib/messages/contact-messages.ts'
import { PERIOD_MESSAGE_DESCRIPTORS } from '#lib/messages/period-messages.ts'
import { NEWSLETTER_MESSAGE_DESCRIPTORS } from '#lib/messages/newsletter-messages.ts'
import { ENQUIRY_MESSAGE_DESCRIPTORS } from './enquiry-messages.ts'

/** Every schema message has a translatable twin with the very same English text. */
describe.each([
  ['enquiry', ENQUIRY_MESSAGES, ENQUIRY_MESSAGE_DESCRIPTORS],
  ['period', PERIOD_MESSAGES, PERIOD_MESSAGE_DESCRIPTORS],
  ['contact', CONTACT_MESSAGES, CONTACT_MESSAGE_DESCRIPTORS],
  ['newsletter', NEWSLETTER_MESSAGES, NEWSLETTER_MESSAGE_DESCRIPTORS],
] as const)('%s messages', (_, messages, descriptors) => {
  it.each(Object.values(messages))('%s', (message) => {
    expect(descriptors[message]?.message).toBe(message)
  })
})
