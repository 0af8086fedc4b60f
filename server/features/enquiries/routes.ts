import { Hono, type Context } from 'hono'
import { badRequest } from '../../lib/validate.ts'
import type { EnquiryService } from './service.ts'

/** Answers an enquiry request: 201 {_id} (also for an idempotent replay), 400 with field messages, 404, 422. */
export async function answerEnquiry(c: Context, service: EnquiryService, body: unknown) {
  const outcome = await service.submit(body, c.req.header('Idempotency-Key') ?? null)
  if (outcome.ok) {
    if (outcome.replayed) c.header('Idempotent-Replayed', 'true')
    return c.json({ _id: outcome.id }, 201)
  }
  if (outcome.status === 400) return badRequest(c, outcome.errors)
  return c.json({ message: outcome.message }, outcome.status)
}

export async function readJson(c: Context): Promise<{ ok: true; body: unknown } | { ok: false }> {
  try {
    return { ok: true, body: await c.req.json() }
  } catch {
    return { ok: false }
  }
}

/**
 * POST /api/enquiries: a general or a property enquiry, told apart by the subject. POST /api/mailer
 * with an enquiry subject (the call of SPEC.md §7) is answered by the same service.
 */
export function enquiryRoutes(service: EnquiryService) {
  return new Hono().post('/enquiries', async (c) => {
    const read = await readJson(c)
    if (!read.ok) return badRequest(c, { _: 'The request body must be valid JSON' })
    return answerEnquiry(c, service, read.body)
  })
}
