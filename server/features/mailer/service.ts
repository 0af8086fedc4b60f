import * as v from 'valibot'
import { MAIL_SCHEMAS, type MailKind } from '../../../src/domain/contact/mailer-payload.ts'
import type { Outbox } from '../../integrations/mail/outbox.ts'
import { fieldErrors, type FieldErrors } from '../../lib/validate.ts'

export type MailerResult = { ok: true; id: number } | { ok: false; errors: FieldErrors }
export type StoredMailKind = Exclude<MailKind, 'enquiry'>

export function createMailerService(outbox: Outbox, teamAddress: string) {
  return {
    /** Validates a contact, crash or internal mail by its kind and stores it in the outbox for the team. */
    async send(kind: StoredMailKind, body: unknown): Promise<MailerResult> {
      const parsed = v.safeParse(MAIL_SCHEMAS[kind], body)
      if (!parsed.success) return { ok: false, errors: fieldErrors(parsed.issues) }
      const payload = parsed.output as Record<string, unknown>
      const replyTo = kind === 'contact' ? String(payload.email) : null
      const id = await outbox.enqueue({
        kind,
        subject: String(payload.subject),
        recipient: teamAddress,
        replyTo,
        payload,
      })
      return { ok: true, id }
    },
  }
}
export type MailerService = ReturnType<typeof createMailerService>
