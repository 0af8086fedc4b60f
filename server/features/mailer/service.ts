import { MAIL_SCHEMAS, type MailKind } from '#domain/contact/mailer-payload.ts'
import type { Outbox } from '#server/integrations/mail/outbox.ts'
import { parseOrThrow } from '#server/lib/validate.ts'

export type StoredMailKind = Exclude<MailKind, 'enquiry'>

export function createMailerService(outbox: Outbox, teamAddress: string) {
  return {
    /**
     * Validates a contact, crash or internal mail by its kind (a ValidationError when invalid) and
     * stores it in the outbox for the team; the outbox id.
     */
    async send(kind: StoredMailKind, body: unknown): Promise<number> {
      const payload = parseOrThrow(MAIL_SCHEMAS[kind], body) as Record<string, unknown>
      const replyTo = kind === 'contact' ? String(payload.email) : null
      return outbox.enqueue({
        kind,
        subject: String(payload.subject),
        recipient: teamAddress,
        replyTo,
        payload,
      })
    },
  }
}
export type MailerService = ReturnType<typeof createMailerService>
