import type { I18n, MessageDescriptor } from '@lingui/core'
import { msg } from '@lingui/core/macro'
import type { AgencyEventDto, InvitationState, MemberStatus, TeamRole } from '#domain/agency-team/types.ts'
import type { Language } from '#domain/catalogue/types.ts'
import { INTL_LOCALES } from '#domain/format/format-date.ts'

export const TEAM_ROLE_LABELS: Record<TeamRole, MessageDescriptor> = {
  agent: msg`Agent`,
  supervisorAgent: msg`Supervisor`,
}

/** A member's role; an admin or a lifestyle agent shows as such, never as a raw role name. */
export function roleLabel(i18n: I18n, role: string): string {
  if (role === 'agent' || role === 'supervisorAgent') return i18n._(TEAM_ROLE_LABELS[role])
  if (role === 'admin') return i18n._(msg`Admin`)
  if (role === 'amex_lifestyleAgent') return i18n._(msg`Lifestyle agent`)
  return role
}

export const MEMBER_STATUS_LABELS: Record<MemberStatus, MessageDescriptor> = {
  active: msg`Active`,
  disabled: msg`Disabled`,
}

export const INVITATION_STATE_LABELS: Record<InvitationState, MessageDescriptor> = {
  sent: msg`Sent`,
  accepted: msg`Accepted`,
  revoked: msg`Withdrawn`,
  expired: msg`Expired`,
}

/** A role name in a history sentence: 'as agent', 'to supervisor'. */
function roleWord(i18n: I18n, role: string | null): string {
  if (role === 'agent') return i18n._(msg`agent`)
  if (role === 'supervisorAgent') return i18n._(msg`supervisor`)
  return role ?? ''
}

/** One readable sentence per change of the agency's people, e.g. 'Anna Moser invited lea@maison.example as agent'. */
export function eventSentence(i18n: I18n, event: AgencyEventDto): string {
  const who = event.actor ?? i18n._(msg`LDS`)
  const whom = event.subject ?? ''
  const role = roleWord(i18n, event.detail)
  switch (event.kind) {
    case 'member-invited':
      return i18n._(msg`${who} invited ${whom} as ${role}`)
    case 'invitation-resent':
      return i18n._(msg`${who} sent the invitation to ${whom} again`)
    case 'invitation-revoked':
      return i18n._(msg`${who} withdrew the invitation to ${whom}`)
    case 'member-joined':
      return i18n._(msg`${whom} joined the agency as ${role}`)
    case 'role-changed':
      return i18n._(msg`${who} made ${whom} ${role}`)
    case 'member-disabled':
      return i18n._(msg`${who} disabled ${whom}`)
    case 'member-enabled':
      return i18n._(msg`${who} enabled ${whom} again`)
    case 'auto-invite-changed':
      return event.subject
        ? i18n._(msg`${who} invites everyone with an address at ${whom} automatically`)
        : i18n._(msg`${who} turned automatic invitations off`)
  }
}

const dateTimeFormats = new Map<Language, Intl.DateTimeFormat>()

/** Day, short month, year and the time in the browser's zone: '3 Dec 2026, 09:14' / '3. Dez. 2026, 09:14'. */
export function formatDateTime(iso: string, language: Language): string {
  let format = dateTimeFormats.get(language)
  if (!format) {
    format = new Intl.DateTimeFormat(INTL_LOCALES[language], {
      day: 'numeric',
      month: 'short',
      year: 'numeric',
      hour: '2-digit',
      minute: '2-digit',
      hourCycle: 'h23',
    })
    dateTimeFormats.set(language, format)
  }
  const date = new Date(iso)
  return Number.isNaN(date.getTime()) ? iso : format.format(date)
}
