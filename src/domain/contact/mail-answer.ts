/**
 * The answer of POST /api/mailer for a contact, crash or internal mail (202; an enquiry subject is
 * answered with an EnquiryAnswer): the id of the queued mail (docs/product/mail-outbox.md).
 */
export type MailAnswer = { ok: true; id: number }
