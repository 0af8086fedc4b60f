import * as v from 'valibot'
import { describe, expect, it } from 'vitest'
import { requiredText } from './required-text.ts'
import { ContactMailSchema } from '../contact/mailer-payload.ts'
import { NewsletterFormSchema } from '../newsletter/newsletter-payload.ts'

const messages = (schema: v.GenericSchema, input: unknown) => {
  const r = v.safeParse(schema, input)
  return r.success ? {} : Object.fromEntries(r.issues.map((i) => [v.getDotPath(i), i.message]))
}

describe('requiredText', () => {
  const S = v.object({ name: requiredText('Please enter your name', 5) })
  it.each([[{}], [{ name: '' }], [{ name: '   ' }], [{ name: 3 }]])('rejects %j with the one message', (input) => {
    expect(messages(S, input)).toEqual({ name: 'Please enter your name' })
  })
  it('says the limit when too long', () =>
    expect(messages(S, { name: 'toolong' })).toEqual({ name: 'Please use at most 5 characters' }))
  it('trims', () => expect(v.parse(S, { name: ' Al ' })).toEqual({ name: 'Al' }))
})

describe('contact form', () => {
  it.each([
    [
      {},
      { name: 'Please enter your name', email: 'Please enter your email address', message: 'Please provide a message' },
    ],
    [{ name: 'A', email: 'x', message: 'hi' }, {}],
    [{ name: 'A', email: '', message: 'hi' }, { email: 'Please enter your email address' }],
  ])('%j -> %j', (input, expected) => expect(messages(ContactMailSchema, input)).toEqual(expected))
})

describe('newsletter form', () => {
  it.each([
    [
      {},
      {
        fullName: 'Please enter your name',
        email: 'Please enter your email address',
        privacy: 'Please accept the privacy policy',
      },
    ],
    [{ fullName: 'A', email: 'a@b.ch', privacy: true }, {}],
    [{ fullName: 'A', email: 'a@b.ch', privacy: false }, { privacy: 'Please accept the privacy policy' }],
    [{ fullName: 'A', email: 'nope', privacy: true }, { email: 'Please enter your email address' }],
  ])('%j -> %j', (input, expected) => expect(messages(NewsletterFormSchema, input)).toEqual(expected))
})
