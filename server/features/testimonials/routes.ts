import { Hono } from 'hono'
import { languageOf } from '#server/lib/language.ts'
import type { TestimonialService } from './service.ts'

/** GET /api/testimonials: two random distinct testimonials in the accept-language (never cached: a new pair per visit). */
export function testimonialRoutes(service: TestimonialService) {
  return new Hono().get('/testimonials', async (c) => {
    const list = await service.pick(languageOf(c.req.header('accept-language')))
    c.header('Cache-Control', 'no-store')
    c.header('Vary', 'Accept-Language')
    return c.json(list)
  })
}
