import { Hono, type Context } from 'hono'
import type { MailAnswer } from '#domain/contact/mail-answer.ts'
import { mailKindOf } from '#domain/contact/mailer-payload.ts'
import { readJsonBody } from '#server/lib/json-body.ts'
import type { MailerService } from './service.ts'

/** Answers a mail with an enquiry subject (the enquiry feature's answer, given by the app). */
type AnswerEnquiry = (c: Context, body: unknown) => Promise<Response>

/**
 * POST /api/mailer (docs/product/api.md#writes): the kind is chosen by the subject. Contact, crash and internal
 * mails go to the outbox (202); enquiries ('New general enquiry', 'New property enquiry') are
 * stored by the enquiry service with their mails (201 {_id}).
 */
export function mailerRoutes(service: MailerService, answerEnquiry: AnswerEnquiry) {
  return new Hono().post('/mailer', async (c) => {
    const body = await readJsonBody(c)
    const kind = mailKindOf(body)
    if (kind === 'enquiry') return answerEnquiry(c, body)
    const id = await service.send(kind, body)
    return c.json({ ok: true, id } satisfies MailAnswer, 202)
  })
}
