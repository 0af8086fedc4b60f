import { Hono } from 'hono'
import type { NewsletterAnswer } from '#domain/newsletter/newsletter-answer.ts'
import { NewsletterSchema } from '#domain/newsletter/newsletter-payload.ts'
import { validate } from '#server/lib/validate.ts'
import type { NewsletterService } from './service.ts'

export function newsletterRoutes(service: NewsletterService) {
  return new Hono().post('/newsletter/client', validate('json', NewsletterSchema), async (c) => {
    await service.subscribe(c.req.valid('json'))
    // the same answer for a new and a known address (docs/decisions/041-session-and-exposure.md)
    return c.json({ ok: true } satisfies NewsletterAnswer, 201)
  })
}
