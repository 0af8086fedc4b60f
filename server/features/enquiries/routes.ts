import { Hono, type Context } from 'hono'
import type { EnquiryAnswer } from '#domain/enquiry/enquiry-answer.ts'
import { readJsonBody } from '#server/lib/json-body.ts'
import type { EnquiryService } from './service.ts'

/** Answers an enquiry body: 201 {_id}, also for an idempotent replay (with Idempotent-Replayed: true). */
type AnswerEnquiry = (c: Context, body: unknown) => Promise<Response>

/** The enquiry answer of a request (also given to POST /api/mailer, which takes enquiry subjects too). */
export function enquiryAnswer(service: EnquiryService): AnswerEnquiry {
  return async (c, body) => {
    const stored = await service.submit(body, c.req.header('Idempotency-Key') ?? null)
    if (stored.replayed) c.header('Idempotent-Replayed', 'true')
    return c.json({ _id: stored.id } satisfies EnquiryAnswer, 201)
  }
}

/**
 * POST /api/enquiries: a general or a property enquiry, told apart by the subject. POST /api/mailer
 * with an enquiry subject (the call in docs/product/api.md#writes) is answered by the same service.
 */
export function enquiryRoutes(service: EnquiryService) {
  const answer = enquiryAnswer(service)
  return new Hono().post('/enquiries', async (c) => answer(c, await readJsonBody(c)))
}
