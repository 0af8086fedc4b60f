import type { Language } from '#domain/catalogue/types.ts'
import { COMPANY } from '#domain/contact/company.ts'
import { formatDate, formatPeriod } from '#domain/format/format-date.ts'
import { formatAmount } from '#domain/format/format-price.ts'
import type { PaymentLinkKind } from '#domain/payments/types.ts'
import { greetingName } from '#server/integrations/mail/greeting-name.ts'
import type { OutgoingMail } from '#server/integrations/mail/outbox.ts'

export const PAYMENT_LINK_MAIL_KIND = 'payment-link'

export type PaymentLinkMailFacts = {
  guest: { firstName: string; lastName: string; email: string; language: Language }
  reference: string
  kind: PaymentLinkKind
  amount: number
  currency: string
  dueDate: string
  property: { name: string; city: string | null }
  period: { checkIn: string; checkOut: string }
  url: string
}

const WORDS = {
  en: {
    subject: (f: PaymentLinkMailFacts) =>
      `${f.kind === 'balance' ? 'Balance' : 'Prepayment'} for your booking ${f.reference}: your secure payment link`,
    text: (f: PaymentLinkMailFacts, name: string) =>
      [
        `Dear ${name},`,
        '',
        `your booking of ${f.property.name}${f.property.city ? ` in ${f.property.city}` : ''}, ${formatPeriod(f.period.checkIn, f.period.checkOut, 'en')}, is confirmed by the lessor.`,
        `Please pay the ${f.kind === 'balance' ? 'balance' : 'prepayment'} of ${formatAmount(f.amount, f.currency)} by ${formatDate(f.dueDate, 'en')} through this secure link (your card details go to our payment provider Stripe only):`,
        f.url,
        '',
        `Questions? Call us on ${COMPANY.phone} or write to ${COMPANY.email}.`,
        '',
        'With warm regards from the Alps,',
        'Your LDS concierge team',
      ].join('\n'),
  },
  de: {
    subject: (f: PaymentLinkMailFacts) =>
      `${f.kind === 'balance' ? 'Restzahlung' : 'Anzahlung'} für Ihre Buchung ${f.reference}: Ihr sicherer Zahlungslink`,
    text: (f: PaymentLinkMailFacts, name: string) =>
      [
        `Guten Tag${name ? ` ${name}` : ''},`,
        '',
        `Ihre Buchung von ${f.property.name}${f.property.city ? ` in ${f.property.city}` : ''}, ${formatPeriod(f.period.checkIn, f.period.checkOut, 'de')}, ist vom Vermieter bestätigt.`,
        `Bitte zahlen Sie die ${f.kind === 'balance' ? 'Restzahlung' : 'Anzahlung'} von ${formatAmount(f.amount, f.currency)} bis zum ${formatDate(f.dueDate, 'de')} über diesen sicheren Link (Ihre Kartendaten gehen nur an unseren Zahlungsdienst Stripe):`,
        f.url,
        '',
        `Fragen? Rufen Sie uns an unter ${COMPANY.phone} oder schreiben Sie an ${COMPANY.email}.`,
        '',
        'Herzliche Grüsse aus den Alpen',
        'Ihr LDS Concierge-Team',
      ].join('\n'),
  },
} as const

/**
 * A consumer booking's payment link to its guest (docs/product/payments.md#payment-links), in the guest's language:
 * the amount, the last day to pay and the link; replies go to the concierge team.
 */
export function paymentLinkMail(f: PaymentLinkMailFacts, teamAddress: string): OutgoingMail {
  const words = WORDS[f.guest.language]
  const name = greetingName(`${f.guest.firstName} ${f.guest.lastName}`) ?? (f.guest.language === 'de' ? '' : 'guest')
  return {
    kind: PAYMENT_LINK_MAIL_KIND,
    subject: words.subject(f),
    recipient: f.guest.email,
    replyTo: teamAddress,
    payload: { text: words.text(f, name), reference: f.reference, url: f.url, kind: f.kind },
  }
}

export const REQUIREMENT_REMINDER_MAIL_KIND = 'payout-requirements-reminder'

const longDay = (d: Date, locale: string) =>
  new Intl.DateTimeFormat(locale, { day: 'numeric', month: 'long', year: 'numeric', timeZone: 'UTC' }).format(d)

/**
 * A supervisor's reminder of the payout account's outstanding details (docs/product/payments.md#reminders), in
 * English and German (a person's language is not stored): how many details, the day payouts pause, the way there.
 */
export function requirementReminderMail(f: {
  recipient: string
  agencyName: string
  stage: 'notice' | 'lastCall'
  count: number
  deadline: Date
  link: string
}): OutgoingMail {
  const en = f.count === 1 ? '1 detail' : `${f.count} details`
  const de = f.count === 1 ? '1 Angabe' : `${f.count} Angaben`
  const last = f.stage === 'lastCall'
  return {
    kind: REQUIREMENT_REMINDER_MAIL_KIND,
    subject: last
      ? `Payouts pause on ${longDay(f.deadline, 'en-GB')}: Stripe still needs ${en} · Auszahlungen pausieren am ${longDay(f.deadline, 'de-DE')}`
      : `Stripe needs ${en} for ${f.agencyName}'s commission payouts · Stripe benötigt ${de}`,
    recipient: f.recipient,
    replyTo: null,
    payload: {
      stage: f.stage,
      text: [
        `Hello,`,
        '',
        `Stripe still needs ${en} about ${f.agencyName} to keep paying out your commission. Please complete ${f.count === 1 ? 'it' : 'them'} by ${longDay(f.deadline, 'en-GB')}, or payouts will be paused:`,
        f.link,
        '',
        '—',
        '',
        'Guten Tag,',
        '',
        `Stripe benötigt noch ${de} zu ${f.agencyName}, um Ihre Provision weiter auszuzahlen. Bitte ergänzen Sie sie bis zum ${longDay(f.deadline, 'de-DE')}, sonst werden Auszahlungen angehalten:`,
        f.link,
        '',
        'Your LDS team · Ihr LDS-Team',
      ].join('\n'),
    },
  }
}
