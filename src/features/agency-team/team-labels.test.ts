import { setupI18n } from '@lingui/core'
import { describe, expect, it } from 'vitest'
import type { AgencyEventDto, AgencyEventKind } from '#domain/agency-team/types.ts'
import { eventSentence, formatDateTime } from './team-labels.ts'

const i18n = setupI18n({ locale: 'en', messages: { en: {} } })
const event = (kind: AgencyEventKind, over: Partial<AgencyEventDto> = {}): AgencyEventDto => ({
  _id: 'e',
  kind,
  actor: 'Anna Moser',
  subject: 'lea@maison.example',
  detail: null,
  at: '2026-12-03T09:14:00Z',
  ...over,
})

describe('eventSentence', () => {
  it.each<[AgencyEventKind, Partial<AgencyEventDto>, string]>([
    ['member-invited', { detail: 'agent' }, 'Anna Moser invited lea@maison.example as agent'],
    ['invitation-resent', {}, 'Anna Moser sent the invitation to lea@maison.example again'],
    ['invitation-revoked', {}, 'Anna Moser withdrew the invitation to lea@maison.example'],
    ['member-joined', { actor: null, detail: 'supervisorAgent' }, 'lea@maison.example joined the agency as supervisor'],
    ['role-changed', { detail: 'supervisorAgent' }, 'Anna Moser made lea@maison.example supervisor'],
    ['member-disabled', {}, 'Anna Moser disabled lea@maison.example'],
    ['member-enabled', {}, 'Anna Moser enabled lea@maison.example again'],
    [
      'auto-invite-changed',
      { subject: 'maison.example' },
      'Anna Moser invites everyone with an address at maison.example automatically',
    ],
    ['auto-invite-changed', { subject: null }, 'Anna Moser turned automatic invitations off'],
  ])('%s %j', (kind, over, sentence) => {
    expect(eventSentence(i18n, event(kind, over))).toBe(sentence)
  })
})

describe('formatDateTime', () => {
  it('writes day, short month, year and the time in the UI language', () => {
    expect(formatDateTime('2026-12-03T09:14:00Z', 'en')).toBe('3 Dec 2026, 09:14')
    expect(formatDateTime('2026-12-03T09:14:00Z', 'de')).toBe('3. Dez. 2026, 09:14')
  })
})
