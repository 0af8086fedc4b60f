import { Hono } from 'hono'
import { mailKindOf } from '../../../src/domain/contact/mailer-payload.ts'
import { badRequest } from '../../lib/validate.ts'
import { answerEnquiry, readJson } from '../enquiries/routes.ts'
import type { EnquiryService } from '../enquiries/service.ts'
import type { MailerService } from './service.ts'

/**
 * POST /api/mailer (SPEC.md §7): the kind is chosen by the subject. Contact, crash and internal
 * mails go to the outbox (202); enquiries ('New general enquiry', 'New property enquiry') are
 * stored by the enquiry service with their mails (201 {_id}).
 */
export function mailerRoutes(service: MailerService, enquiries: EnquiryService) {
  return new Hono().post('/mailer', async (c) => {
    const read = await readJson(c)
    if (!read.ok) return badRequest(c, { _: 'The request body must be valid JSON' })
    const kind = mailKindOf(read.body)
    if (kind === 'enquiry') return answerEnquiry(c, enquiries, read.body)
    const result = await service.send(kind, read.body)
    if (!result.ok) return badRequest(c, result.errors)
    return c.json({ ok: true, id: result.id }, 202)
  })
}
