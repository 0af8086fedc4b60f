import * as v from 'valibot'
import { describe, expect, it } from 'vitest'
import {
  AgencyRegistrationSchema,
  CorporateDesignPatchSchema,
  OnboardingDraftSchema,
  VerificationDecisionSchema,
} from './schemas.ts'

const issues = (schema: v.GenericSchema, input: unknown) =>
  v.safeParse(schema, input).issues?.map((i) => [v.getDotPath(i), i.message]) ?? []

describe('agency registration', () => {
  it.each<[string, unknown, [string | null, string][]]>([
    ['a name', { name: 'Maison Voyage' }, []],
    ['no name', {}, [['name', 'Required!']]],
    ['a blank name', { name: '   ' }, [['name', 'Required!']]],
    ['referred without a referrer', { name: 'M', referred: true }, [['referrerName', 'Required!']]],
    ['referred with a referrer', { name: 'M', referred: true, referrerName: 'Jo' }, []],
    ['a referrer without the tick', { name: 'M', referrerName: 'Jo' }, []],
    [
      'a bad domain',
      { name: 'M', autoInviteEmailDomain: 'not a domain' },
      [['autoInviteEmailDomain', 'Please give a valid e-mail domain']],
    ],
    [
      'an unknown program id shape',
      { name: 'M', programMemberships: [{ programId: 'x', status: 'claimedByAgency' }] },
      [['programMemberships.0.programId', 'Unknown program']],
    ],
  ])('%s', (_, input, expected) => expect(issues(AgencyRegistrationSchema, input)).toEqual(expected))

  it('lower-cases the domain and trims the name', () => {
    const out = v.parse(AgencyRegistrationSchema, { name: ' Maison ', autoInviteEmailDomain: 'Maison.FR' })
    expect(out).toMatchObject({
      name: 'Maison',
      autoInviteEmailDomain: 'maison.fr',
      referred: false,
      programMemberships: [],
    })
  })
})

describe('corporate design patch', () => {
  it.each<[string, unknown, boolean]>([
    ['colours', { corporateDesign: { colors: { main: '#1b2525', accentOnMain: 'rgb(200, 169, 106)' } } }, true],
    ['a bad colour', { corporateDesign: { colors: { main: 'blue-ish' } } }, false],
    [
      'a stored logo',
      { corporateDesign: { logoUrl: '/api/travel-agencies/0123456789abcdef01234567/logo/ab12.svg' } },
      true,
    ],
    ['a foreign logo URL', { corporateDesign: { logoUrl: 'https://evil.example/x.svg' } }, false],
    ['removing the logo', { corporateDesign: { logoUrl: null } }, true],
    ['an unknown theme', { corporateDesign: { theme: 'neon' } }, false],
  ])('%s valid: %s', (_, input, ok) => expect(v.safeParse(CorporateDesignPatchSchema, input).success).toBe(ok))
})

describe('draft and decision', () => {
  it('a draft needs a known step', () => {
    expect(v.safeParse(OnboardingDraftSchema, { step: 'agency', values: { agency: { name: 'M' } } }).success).toBe(true)
    expect(v.safeParse(OnboardingDraftSchema, { step: 'elsewhere' }).success).toBe(false)
  })
  it.each<[unknown, [string | null, string][]]>([
    [{ decision: 'approve' }, []],
    [{ decision: 'decline' }, [['reason', 'Please give a reason for declining']]],
    [{ decision: 'decline', reason: 'Not a luxury agency' }, []],
    [{ decision: 'maybe' }, [['decision', "Please choose 'approve' or 'decline'"]]],
  ])('%j', (input, expected) => expect(issues(VerificationDecisionSchema, input)).toEqual(expected))
})
