import type { Language } from '#domain/catalogue/types.ts'
import { COMPANY } from '#domain/contact/company.ts'
import { greetingName } from '#server/integrations/mail/greeting-name.ts'
import type { OutgoingMail } from '#server/integrations/mail/outbox.ts'

/**
 * The mails of an enquiry: one to the concierge team (reply goes to the guest) and a confirmation
 * to the guest in their language, which promises contact within 24 hours and mentions the spam
 * folder (enquiry success, docs/product/enquiries.md#storage-and-mails), unless that address had
 * its confirmations for the day.
 */
export type EnquiryMailInput = {
  enquiryId: string
  subject: string
  teamAddress: string
  guest: { name: string; email: string; language: Language }
  property: { _id: string; name: string; city: string } | null
  payload: Record<string, unknown>
  /** false once the address had its confirmations for the day (the team mail is always sent) */
  sendConfirmation: boolean
}

const CONFIRMATION = {
  en: {
    subject: 'Your enquiry with LDS',
    text: (name: string | undefined, what: string) =>
      `Dear ${name ?? 'guest'},\n\nthank you for your enquiry${what}. A member of our concierge team will contact you within 24 hours. ` +
      `If you have not heard from us by then, please check your spam folder or call us on ${COMPANY.phone}.\n\nWith warm regards from the Alps,\nYour LDS concierge team`,
    about: (p: { name: string; city: string }) => ` for ${p.name} in ${p.city}`,
  },
  de: {
    subject: 'Ihre Anfrage bei LDS',
    text: (name: string | undefined, what: string) =>
      `Guten Tag${name ? ` ${name}` : ''},\n\nvielen Dank für Ihre Anfrage${what}. Ein Mitglied unseres Concierge-Teams meldet sich innerhalb von 24 Stunden bei Ihnen. ` +
      `Sollten Sie bis dahin nichts von uns gehört haben, sehen Sie bitte in Ihrem Spam-Ordner nach oder rufen Sie uns an: ${COMPANY.phone}.\n\nHerzliche Grüsse aus den Alpen\nIhr LDS Concierge-Team`,
    about: (p: { name: string; city: string }) => ` für ${p.name} in ${p.city}`,
  },
} as const

export function enquiryMails(input: EnquiryMailInput): OutgoingMail[] {
  const words = CONFIRMATION[input.guest.language]
  const about = input.property ? words.about(input.property) : ''
  const team: OutgoingMail = {
    kind: 'enquiry',
    subject: input.subject,
    recipient: input.teamAddress,
    replyTo: input.guest.email,
    payload: {
      ...input.payload,
      enquiryId: input.enquiryId,
      ...(input.property ? { propertyDetails: input.property } : {}),
    },
  }
  if (!input.sendConfirmation) return [team]
  return [
    team,
    {
      kind: 'enquiry-confirmation',
      subject: words.subject,
      recipient: input.guest.email,
      replyTo: input.teamAddress,
      toVisitor: true,
      payload: {
        enquiryId: input.enquiryId,
        language: input.guest.language,
        text: words.text(greetingName(input.guest.name), about),
      },
    },
  ]
}
