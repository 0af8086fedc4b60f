import { Hono } from 'hono'
import type { NewsletterAnswer } from '#domain/newsletter/newsletter-answer.ts'
import { NewsletterSchema } from '#domain/newsletter/newsletter-payload.ts'
import { validate } from '#server/lib/validate.ts'
import type { NewsletterService } from './service.ts'

export function newsletterRoutes(service: NewsletterService) {
  return new Hono().post('/newsletter/client', validate('json', NewsletterSchema), async (c) => {
    const { created } = await service.subscribe(c.req.valid('json'))
    return c.json({ ok: true } satisfies NewsletterAnswer, created ? 201 : 200)
  })
}
