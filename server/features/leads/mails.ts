/**
 * The mails of a booking request, an option or a change (docs/product/mail-outbox.md): a
 * confirmation to the agency user who sent it and a notification to the operator (MAIL_TO). They
 * name the lead, the property, the period and the price; never card data.
 */
import { formatPeriod } from '#domain/format/format-date.ts'
import { formatAmount } from '#domain/format/format-price.ts'
import type { LeadIntent, LeadStatus } from '#domain/leads/lead-status.ts'
import type { PriceSummary } from '#domain/leads/price-summary.ts'
import type { OutgoingMail } from '#server/integrations/mail/outbox.ts'

export type LeadMailFacts = {
  intent: LeadIntent
  status: LeadStatus
  property: { name: string; city: string }
  period: { checkInDate: string; checkOutDate: string }
  serviceLevel: string
  pax: number | null
  client: { firstName: string; lastName: string }
  agencyName: string
  agent: { name: string; email: string }
  paidBy: 'creditCard' | 'bankTransfer' | null
  price: PriceSummary | null
}

const WHAT: Record<LeadIntent, string> = {
  booking: 'Booking request',
  option: 'Option request',
  changeRequest: 'Change request',
  interest: 'Interest',
}

/** Interests send no mail; bookings, options and changes send two. */
export function leadMails(
  lead: { id: string; reference: string },
  f: LeadMailFacts,
  operatorAddress: string,
): OutgoingMail[] {
  if (f.intent === 'interest') return []
  const what = WHAT[f.intent]
  const period = formatPeriod(f.period.checkInDate, f.period.checkOutDate, 'en')
  const subject = `${what} ${lead.reference}: ${f.property.name}, ${period}`
  const payload = {
    leadId: lead.id,
    reference: lead.reference,
    request: what,
    status: f.status,
    property: `${f.property.name}, ${f.property.city}`,
    period,
    serviceLevel: f.serviceLevel,
    guests: f.pax,
    client: `${f.client.firstName} ${f.client.lastName}`,
    agency: f.agencyName,
    agent: f.agent.name,
    payment: f.paidBy === 'creditCard' ? 'credit card' : f.paidBy === 'bankTransfer' ? 'bank transfer' : null,
    total: f.price ? formatAmount(f.price.total, f.price.currency) : 'on request',
  }
  const mails: OutgoingMail[] = [
    {
      kind: 'lead-notification',
      subject,
      recipient: operatorAddress,
      replyTo: f.agent.email || null,
      payload: { subject, ...payload },
    },
  ]
  if (f.agent.email)
    mails.push({
      kind: 'lead-confirmation',
      subject: `We received your ${what.toLowerCase()} ${lead.reference}`,
      recipient: f.agent.email,
      replyTo: operatorAddress,
      payload: { subject: `We received your ${what.toLowerCase()} ${lead.reference}`, ...payload },
    })
  return mails
}
