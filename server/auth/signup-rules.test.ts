import { describe, expect, it } from 'vitest'
import { passwordScore } from './password-strength.ts'
import {
  invitationCodeValid,
  passwordProblem,
  passwordUserInputs,
  readSignupForm,
  safeAppPath,
  signupProblems,
  type SignupValues,
} from './signup-rules.ts'

const valid: SignupValues = {
  email: 'anna.berger@alpine-travel.example',
  password: 'Glacier-Fondue-Quartz-71',
  firstName: 'Anna',
  lastName: '',
  invitationCode: '',
}

describe('the create-account rules', () => {
  it.each([
    ['short', 'Ab1!xyz', undefined, 'passwordShort'],
    ['nine characters', '123456789', 4, 'passwordShort'],
    ['ten characters, weak', 'aaaaaaaaaa', 0, 'passwordWeak'],
    ['score 2', 'Password12', 2, 'passwordWeak'],
    ['score 3', 'Glacier-Fondue', 3, undefined],
    ['score 4', 'Glacier-Fondue-Quartz-71', 4, undefined],
    ['too long', 'x'.repeat(1025), 4, 'passwordLong'],
    ['length counts code points', '😀'.repeat(9), 4, 'passwordShort'],
  ])('password %s', (_label, password, score, problem) => {
    expect(passwordProblem(password, score)).toBe(problem)
  })

  it.each([
    ['a valid form', {}, undefined, {}],
    ['no e-mail', { email: '' }, undefined, { email: 'emailInvalid' }],
    ['no at sign', { email: 'anna.example.com' }, undefined, { email: 'emailInvalid' }],
    ['no first name', { firstName: '' }, undefined, { firstName: 'firstNameMissing' }],
    ['a long last name', { lastName: 'x'.repeat(101) }, undefined, { lastName: 'nameTooLong' }],
    ['no code needed', { invitationCode: 'anything' }, undefined, {}],
    ['the right code', { invitationCode: ' ALPS-2026 ' }, 'ALPS-2026', {}],
    ['a wrong code', { invitationCode: 'alps-2026' }, 'ALPS-2026', { invitationCode: 'invitationInvalid' }],
    ['no code given', {}, 'ALPS-2026', { invitationCode: 'invitationInvalid' }],
  ])('%s', (_label, change, code, problems) => {
    expect(signupProblems({ ...valid, ...change }, { passwordScore: 4, invitationCode: code })).toEqual(problems)
  })

  it('reads only safe text from the form and trims it', () => {
    expect(readSignupForm({ email: ' A@B.example ', password: ' pw ', firstName: 'An\0na', lastName: 7 })).toEqual({
      email: 'A@B.example',
      password: ' pw ',
      firstName: '',
      lastName: '',
      invitationCode: '',
    })
  })

  it('gives the strength check the person’s own data and ours', () => {
    expect(passwordUserInputs({ email: 'Anna.Berger@Alpine-Travel.example', firstName: 'Anna', lastName: '' })).toEqual(
      expect.arrayContaining(['anna.berger@alpine-travel.example', 'anna', 'berger', 'alpine-travel', 'lds', 'luxury']),
    )
  })

  it('compares invitation codes exactly', () => {
    expect(invitationCodeValid('', undefined)).toBe(true)
    expect(invitationCodeValid('x', 'xy')).toBe(false)
    expect(invitationCodeValid('xy', 'xy')).toBe(true)
  })

  it.each([
    ['/signup/lifestyle?fast-lane', '/signup/lifestyle?fast-lane'],
    ['/', '/'],
    ['//evil.example/', undefined],
    ['/\\evil.example', undefined],
    ['https://evil.example/', undefined],
    ['/signin?returnTo=/x', undefined],
    ['/oidc-callback', undefined],
    ['/oidc/interaction/x', undefined],
    ['/a b', undefined],
    [42, undefined],
  ])('app path %s', (value, expected) => {
    expect(safeAppPath(value)).toBe(expected)
  })
})

describe('the password strength (zxcvbn with the bundled common-password list)', () => {
  const inputs = passwordUserInputs({
    email: 'sophie.laurent@agency.example',
    firstName: 'Sophie',
    lastName: 'Laurent',
  })
  it.each([
    ['password123', false],
    ['Password1234', false],
    ['qwertyuiop12', false],
    ['iloveyou12345', false],
    ['sophielaurent1', false],
    ['Glacier-Fondue-Quartz-71', true],
    ['correct horse battery staple', true],
  ])('%s is accepted: %s', async (password, accepted) => {
    expect((await passwordScore(password, inputs)) >= 3).toBe(accepted)
  })
})
