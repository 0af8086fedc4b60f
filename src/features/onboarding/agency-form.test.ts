import * as v from 'valibot'
import { describe, expect, it } from 'vitest'
import { AgencyRegistrationSchema } from '#domain/onboarding/schemas.ts'
import { initialAgencyValues, toAgencyRegistration } from './agency-form.ts'

const values = initialAgencyValues({ name: 'Maison Voyage Privé' })

describe('toAgencyRegistration', () => {
  it.each([
    ['a business domain auto-invites from it', 'sophie@maison-voyage.example', true, 'maison-voyage.example'],
    ['a public domain never auto-invites', 'sophie@gmail.com', true, null],
    ['no auto-invite asked for', 'sophie@maison-voyage.example', false, null],
  ])('%s', (_case, email, autoInvite, domain) => {
    expect(toAgencyRegistration({ ...values, autoInvite }, email, undefined).autoInviteEmailDomain).toBe(domain)
  })

  it('claims the affiliate program', () => {
    expect(toAgencyRegistration(values, 'a@b.example', 'aa9568d01be2001cc32e8373').programMemberships).toEqual([
      { programId: 'aa9568d01be2001cc32e8373', status: 'claimedByAgency' },
    ])
    expect(toAgencyRegistration(values, 'a@b.example', undefined).programMemberships).toEqual([])
  })

  it.each([
    ['a name', { ...values }, null],
    ['no name', { ...values, name: '  ' }, ['name', 'Required!']],
    ['referred without a referrer', { ...values, referred: true, referrerName: '' }, ['referrerName', 'Required!']],
    ['referred by someone', { ...values, referred: true, referrerName: 'Anna Moser' }, null],
    ['a referrer typed, then unticked', { ...values, referred: false, referrerName: '' }, null],
  ])('%s: passes the registration schema or says why', (_case, input, issue) => {
    const result = v.safeParse(AgencyRegistrationSchema, toAgencyRegistration(input, 'a@b.example', undefined))
    if (!issue) return expect(result.success).toBe(true)
    expect(result.success).toBe(false)
    const first = result.issues?.[0]
    expect([first?.path?.map((p) => p.key).join('.'), first?.message]).toEqual(issue)
  })
})
