import { useMutation } from '@tanstack/react-query'
import { PROPERTY_ENQUIRY_SUBJECT } from '#domain/contact/mailer-payload.ts'
import type { EnquiryAnswer } from '#domain/enquiry/enquiry-answer.ts'
import { track } from '#lib/analytics/track.ts'
import { api } from '#lib/api-client.ts'
import { useIdempotencyKey } from '#lib/idempotency.ts'

/**
 * Sends an enquiry with POST /api/mailer (the subject says which enquiry it is,
 * docs/product/enquiries.md#storage-and-mails); the server stores it with its mails and answers 201 {_id}. Never
 * retried automatically: the Idempotency-Key makes the visitor's own retry safe.
 */
export function useSendEnquiry() {
  const keyFor = useIdempotencyKey()
  return useMutation({
    mutationKey: ['enquiry', 'send'],
    mutationFn: (body: Record<string, unknown>) =>
      api.post<EnquiryAnswer>('/mailer', body, { headers: { 'Idempotency-Key': keyFor(body) } }),
    onSuccess: (_answer, body) =>
      track({
        msg: 'enquiry sent',
        data: body.subject === PROPERTY_ENQUIRY_SUBJECT ? { kind: 'property' } : { kind: 'general' },
      }),
  })
}
