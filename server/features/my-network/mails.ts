import type { OutgoingMail } from '#server/integrations/mail/outbox.ts'

export const MANAGER_INVITATION_MAIL_KIND = 'hotel-manager-invitation'
export const PROSPECT_MAIL_KIND = 'hotel-prospect-invitation'
export const PROSPECT_TEAM_MAIL_KIND = 'hotel-prospect-team'

const day = (d: Date, locale: string) =>
  new Intl.DateTimeFormat(locale, { day: 'numeric', month: 'long', year: 'numeric', timeZone: 'UTC' }).format(d)

const note = (message: string) => (message ? ['', message, ''] : [''])

export type ManagerInvitationFacts = {
  email: string
  contactName: string
  hotelName: string
  agencyName: string
  inviter: string
  inviterEmail: string
  message: string
  link: string
  expiresAt: Date
}

/**
 * The direct-contract invitation to a listed hotel's manager (docs/product/my-network.md#invite-a-hotel-manager): the
 * signed link, in English and German; replies go to the inviting agent.
 */
export function managerInvitationMail(f: ManagerInvitationFacts): OutgoingMail {
  const text = [
    `Dear ${f.contactName || 'hotel team'},`,
    ``,
    `${f.inviter} of ${f.agencyName} books ${f.hotelName} for their clients and invites you to a direct contract on the Luxury Distribution System: individual commissions for the agency, direct chat with your reservations team, tailor-made offers and VIP suites.`,
    ...note(f.message),
    `Open the invitation by ${day(f.expiresAt, 'en-GB')}:`,
    f.link,
    ``,
    `—`,
    ``,
    `Guten Tag ${f.contactName},`,
    ``,
    `${f.inviter} von ${f.agencyName} bucht ${f.hotelName} für seine Kunden und lädt Sie zu einem Direktvertrag im Luxury Distribution System ein: individuelle Provisionen für die Agentur, direkter Chat mit Ihrem Reservierungsteam, maßgeschneiderte Angebote und VIP-Suiten.`,
    ``,
    `Öffnen Sie die Einladung bis zum ${day(f.expiresAt, 'de-DE')}:`,
    f.link,
    ``,
    `LDS Luxury Distribution`,
  ].join('\n')
  return {
    kind: MANAGER_INVITATION_MAIL_KIND,
    subject: `${f.agencyName} invites ${f.hotelName} to a direct contract on LDS`,
    recipient: f.email,
    replyTo: f.inviterEmail,
    payload: { link: f.link, text },
    toVisitor: true,
  }
}

export type ProspectFacts = {
  email: string
  contactName: string
  hotelName: string
  agencyName: string
  inviter: string
  inviterEmail: string
  message: string
  publicUrl: string
}

/** 'Join the Luxury Distribution System' to a hotel that is not in the system, and the note to the partner team. */
export function prospectMails(f: ProspectFacts, teamAddress: string): { hotel: OutgoingMail; team: OutgoingMail } {
  const link = `${f.publicUrl}/contact`
  const text = [
    `Dear ${f.contactName},`,
    ``,
    `${f.inviter} of ${f.agencyName} would like to book ${f.hotelName} through the Luxury Distribution System, where vetted luxury travel agencies see live rates with their commission and chat with the hotel's reservations team.`,
    ...note(f.message),
    `Our partner team will get in touch with you. To reach us first:`,
    link,
    ``,
    `—`,
    ``,
    `Guten Tag ${f.contactName},`,
    ``,
    `${f.inviter} von ${f.agencyName} möchte ${f.hotelName} über das Luxury Distribution System buchen, in dem geprüfte Luxusreiseagenturen Live-Preise mit ihrer Provision sehen und direkt mit dem Reservierungsteam chatten.`,
    ``,
    `Unser Partnerteam meldet sich bei Ihnen. Wenn Sie uns zuerst erreichen möchten:`,
    link,
    ``,
    `LDS Luxury Distribution`,
  ].join('\n')
  return {
    hotel: {
      kind: PROSPECT_MAIL_KIND,
      subject: `${f.agencyName} invites ${f.hotelName} to the Luxury Distribution System`,
      recipient: f.email,
      replyTo: f.inviterEmail,
      payload: { link, text },
      toVisitor: true,
    },
    team: {
      kind: PROSPECT_TEAM_MAIL_KIND,
      subject: `New hotel for the network: ${f.hotelName}`,
      recipient: teamAddress,
      replyTo: f.inviterEmail,
      payload: {
        text: [
          `${f.inviter} (${f.inviterEmail}) of ${f.agencyName} invited a hotel that is not in the system:`,
          ``,
          `Hotel: ${f.hotelName}`,
          `Contact: ${f.contactName} <${f.email}>`,
          ...note(f.message),
        ].join('\n'),
      },
    },
  }
}
