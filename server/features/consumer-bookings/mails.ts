import type { Language } from '#domain/catalogue/types.ts'
import { COMPANY } from '#domain/contact/company.ts'
import { formatPeriod } from '#domain/format/format-date.ts'
import { formatAmount } from '#domain/format/format-price.ts'
import type { PriceSummary } from '#domain/leads/price-summary.ts'
import { greetingName } from '#server/integrations/mail/greeting-name.ts'
import type { OutgoingMail } from '#server/integrations/mail/outbox.ts'

/**
 * The mails of a consumer booking (docs/product/leads.md#consumer-booking): a confirmation of the
 * request to the guest in their language, and a notification to the operator (the concierge team's
 * address) with what they need to confirm it with the lessor and send the payment link. No card data
 * exists in a consumer booking; subjects carry the reference only.
 */
export type ConsumerBookingMailInput = {
  leadId: string
  reference: string
  teamAddress: string
  guest: { firstName: string; lastName: string; email: string; language: Language }
  property: { _id: string; name: string; city: string; operator: string }
  period: { checkIn: string; checkOut: string }
  serviceLevel: string
  pax: number
  paymentMethod: 'creditCard' | 'bankTransfer'
  summary: PriceSummary
  /** the consumer fields as stored (for the operator) */
  request: Record<string, unknown>
}

const WORDS = {
  en: {
    subject: (ref: string) => `Your booking request ${ref} with LDS`,
    text: (i: ConsumerBookingMailInput, name: string) =>
      [
        `Dear ${name},`,
        '',
        `thank you for your booking of ${i.property.name} in ${i.property.city}, ${formatPeriod(i.period.checkIn, i.period.checkOut, 'en')} (${i.serviceLevel}, ${i.pax} ${i.pax === 1 ? 'traveler' : 'travelers'}). Your reference is ${i.reference}.`,
        `Total ${formatAmount(i.summary.total, i.summary.currency)}; due at booking ${formatAmount(i.summary.prepayment, i.summary.currency)}.`,
        i.paymentMethod === 'creditCard'
          ? 'We confirm the booking with the lessor and then send you a secure payment link for the credit card payment.'
          : 'We confirm the booking with the lessor and then send you our invoice with the bank details.',
        '',
        `Questions? Call us on ${COMPANY.phone} or write to ${COMPANY.email}.`,
        '',
        'With warm regards from the Alps,',
        'Your LDS concierge team',
      ].join('\n'),
  },
  de: {
    subject: (ref: string) => `Ihre Buchungsanfrage ${ref} bei LDS`,
    text: (i: ConsumerBookingMailInput, name: string) =>
      [
        `Guten Tag${name ? ` ${name}` : ''},`,
        '',
        `vielen Dank für Ihre Buchung von ${i.property.name} in ${i.property.city}, ${formatPeriod(i.period.checkIn, i.period.checkOut, 'de')} (${i.serviceLevel}, ${i.pax} Reisende). Ihre Referenz lautet ${i.reference}.`,
        `Gesamtbetrag ${formatAmount(i.summary.total, i.summary.currency)}; bei Buchung fällig ${formatAmount(i.summary.prepayment, i.summary.currency)}.`,
        i.paymentMethod === 'creditCard'
          ? 'Wir bestätigen die Buchung mit dem Vermieter und senden Ihnen danach einen sicheren Zahlungslink für die Kreditkartenzahlung.'
          : 'Wir bestätigen die Buchung mit dem Vermieter und senden Ihnen danach unsere Rechnung mit den Bankangaben.',
        '',
        `Fragen? Rufen Sie uns an unter ${COMPANY.phone} oder schreiben Sie an ${COMPANY.email}.`,
        '',
        'Herzliche Grüsse aus den Alpen',
        'Ihr LDS Concierge-Team',
      ].join('\n'),
  },
} as const

export function consumerBookingMails(i: ConsumerBookingMailInput): OutgoingMail[] {
  const words = WORDS[i.guest.language]
  const name = greetingName(`${i.guest.firstName} ${i.guest.lastName}`) ?? (i.guest.language === 'de' ? '' : 'guest')
  return [
    {
      kind: 'consumer-booking',
      subject: `New consumer booking ${i.reference}`,
      recipient: i.teamAddress,
      replyTo: i.guest.email,
      payload: {
        leadId: i.leadId,
        reference: i.reference,
        propertyDetails: i.property,
        period: i.period,
        serviceLevel: i.serviceLevel,
        priceSummary: i.summary,
        request: i.request,
      },
    },
    {
      kind: 'consumer-booking-confirmation',
      subject: words.subject(i.reference),
      recipient: i.guest.email,
      replyTo: i.teamAddress,
      toVisitor: true,
      payload: { leadId: i.leadId, reference: i.reference, language: i.guest.language, text: words.text(i, name) },
    },
  ]
}
