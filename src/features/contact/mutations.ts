import { useMutation } from '@tanstack/react-query'
import type { ContactMail } from '#domain/contact/mailer-payload.ts'
import { api } from '#lib/api-client.ts'

/** POST /api/mailer with the contact form (SPEC.md §7: email, message, name, subject). */
export function useSendContactMessage() {
  return useMutation({
    mutationKey: ['contact', 'send'],
    mutationFn: (mail: ContactMail) => api.post<{ ok: true; id: number }>('/mailer', mail),
  })
}
