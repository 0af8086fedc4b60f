import * as v from 'valibot'
import { describe, expect, it } from 'vitest'
import { AutoInviteSchema, InvitationSchema, MemberChangeSchema, TEAM_MESSAGES } from './schemas.ts'

const messages = (schema: v.GenericSchema, input: unknown) => {
  const result = v.safeParse(schema, input)
  return result.success ? null : result.issues.map((i) => i.message)
}

describe('InvitationSchema', () => {
  it.each([
    [{ email: ' Lea@Maison.example ' }, { email: 'lea@maison.example', role: 'agent' }],
    [
      { email: 'lea@maison.example', role: 'supervisorAgent' },
      { email: 'lea@maison.example', role: 'supervisorAgent' },
    ],
  ])('accepts %j', (input, output) => {
    expect(v.parse(InvitationSchema, input)).toEqual(output)
  })
  it.each([
    [{ email: '' }, 'Please enter your email address'],
    [{ email: 'lea' }, 'Please enter a valid email address'],
    [{ email: 'lea@maison.example', role: 'admin' }, TEAM_MESSAGES.role],
  ])('refuses %j', (input, message) => {
    expect(messages(InvitationSchema, input)).toContain(message)
  })
})

describe('MemberChangeSchema', () => {
  it.each([[{ role: 'agent' }], [{ status: 'disabled' }], [{ role: 'supervisorAgent', status: 'active' }]])(
    'accepts %j',
    (input) => expect(messages(MemberChangeSchema, input)).toBeNull(),
  )
  it.each([
    [{}, TEAM_MESSAGES.nothing],
    [{ role: 'admin' }, TEAM_MESSAGES.role],
    [{ status: 'gone' }, TEAM_MESSAGES.status],
  ])('refuses %j', (input, message) => expect(messages(MemberChangeSchema, input)).toContain(message))
})

describe('AutoInviteSchema', () => {
  it.each([
    [{ autoInviteEmailDomain: 'Maison.Example' }, 'maison.example'],
    [{ autoInviteEmailDomain: 'lea@maison.example' }, 'maison.example'],
    [{ autoInviteEmailDomain: null }, null],
  ])('accepts %j', (input, domain) => expect(v.parse(AutoInviteSchema, input).autoInviteEmailDomain).toBe(domain))
  it('refuses a domain that is none', () => {
    expect(messages(AutoInviteSchema, { autoInviteEmailDomain: 'not a domain' })).toContain(
      'Please give a valid e-mail domain',
    )
  })
})
