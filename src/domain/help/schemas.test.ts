import * as v from 'valibot'
import { describe, expect, it } from 'vitest'
import { HelpContactSchema, HelpFeedbackSchema, HELP_MESSAGES } from './schemas.ts'

const firstMessage = (schema: v.GenericSchema, input: unknown) => {
  const result = v.safeParse(schema, input)
  return result.success ? null : result.issues[0]!.message
}

describe('HelpFeedbackSchema', () => {
  it.each([
    [{ helpful: true, language: 'de' }, null],
    [{ helpful: false, language: 'en' }, null],
    [{ helpful: 'yes', language: 'en' }, HELP_MESSAGES.helpful],
    [{ language: 'en' }, HELP_MESSAGES.helpful],
    [{ helpful: true, language: 'fr' }, HELP_MESSAGES.language],
  ])('%j -> %j', (input, message) => {
    expect(firstMessage(HelpFeedbackSchema, input)).toBe(message)
  })
})

describe('HelpContactSchema', () => {
  it.each([
    [{ subject: 'Commission', message: 'Where is it?' }, null],
    [{ subject: ' ', message: 'x' }, HELP_MESSAGES.subject],
    [{ subject: 'S', message: '' }, HELP_MESSAGES.message],
    [{ subject: 'S', message: 'x', article: 'nope' }, HELP_MESSAGES.article],
    [{ subject: 'S', message: 'x', language: 'it' }, HELP_MESSAGES.language],
    [{ subject: 'x'.repeat(201), message: 'x' }, 'Please use at most 200 characters'],
  ])('%j -> %j', (input, message) => {
    expect(firstMessage(HelpContactSchema, input)).toBe(message)
  })

  it('trims, and defaults the language and the article', () => {
    expect(v.parse(HelpContactSchema, { subject: ' S ', message: ' M ' })).toEqual({
      subject: 'S',
      message: 'M',
      language: 'en',
      article: null,
    })
  })
})
