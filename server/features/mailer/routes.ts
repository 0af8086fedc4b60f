import { Hono } from 'hono'
import { badRequest } from '../../lib/validate.ts'
import type { MailerService } from './service.ts'

export function mailerRoutes(service: MailerService) {
  return new Hono().post('/mailer', async (c) => {
    let body: unknown
    try {
      body = await c.req.json()
    } catch {
      return badRequest(c, { _: 'The request body must be valid JSON' })
    }
    const result = await service.send(body)
    if (!result.ok) return badRequest(c, result.errors)
    return c.json({ ok: true, id: result.id }, 202)
  })
}
