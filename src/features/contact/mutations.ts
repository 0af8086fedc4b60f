import { useMutation } from '@tanstack/react-query'
import type { MailAnswer } from '#domain/contact/mail-answer.ts'
import type { ContactMail } from '#domain/contact/mailer-payload.ts'
import { api } from '#lib/api-client.ts'

/**
 * POST /api/mailer with the contact form (email, message, name, subject:
 * docs/product/contact-and-newsletter.md#where-contact-messages-go).
 */
export function useSendContactMessage() {
  return useMutation({
    mutationKey: ['contact', 'send'],
    mutationFn: (mail: ContactMail) => api.post<MailAnswer>('/mailer', mail),
  })
}
