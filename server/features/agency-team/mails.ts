import type { OutgoingMail } from '#server/integrations/mail/outbox.ts'

export const INVITATION_MAIL_KIND = 'agency-invitation'

export type InvitationMailFacts = {
  email: string
  agencyName: string
  inviter: string
  role: 'agent' | 'supervisorAgent'
  link: string
  expiresAt: Date
}

const day = (d: Date, locale: string) =>
  new Intl.DateTimeFormat(locale, { day: 'numeric', month: 'long', year: 'numeric', timeZone: 'UTC' }).format(d)

/** 'Join {agency} on LDS': the one-time link, in English and German (the inviter does not know the invitee's language). */
export function invitationMail(facts: InvitationMailFacts): OutgoingMail {
  const roleEn = facts.role === 'supervisorAgent' ? 'a supervisor' : 'an agent'
  const roleDe = facts.role === 'supervisorAgent' ? 'Supervisor' : 'Agent'
  const text = [
    `Hello,`,
    ``,
    `${facts.inviter} invites you to join ${facts.agencyName} on the Luxury Distribution System as ${roleEn}: live rates, your commission and direct chat with our partner hotels.`,
    ``,
    `Accept the invitation by ${day(facts.expiresAt, 'en-GB')}:`,
    facts.link,
    ``,
    `If you did not expect this mail, you can ignore it.`,
    ``,
    `—`,
    ``,
    `Guten Tag,`,
    ``,
    `${facts.inviter} lädt Sie ein, ${facts.agencyName} im Luxury Distribution System als ${roleDe} beizutreten: Live-Preise, Ihre Provision und der direkte Chat mit unseren Partnerhotels.`,
    ``,
    `Nehmen Sie die Einladung bis zum ${day(facts.expiresAt, 'de-DE')} an:`,
    facts.link,
    ``,
    `Wenn Sie diese Nachricht nicht erwartet haben, können Sie sie ignorieren.`,
    ``,
    `LDS Luxury Distribution`,
  ].join('\n')
  return {
    kind: INVITATION_MAIL_KIND,
    subject: `${facts.inviter} invites you to ${facts.agencyName} on LDS`,
    recipient: facts.email,
    payload: { link: facts.link, text },
  }
}
