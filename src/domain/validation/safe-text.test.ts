import * as v from 'valibot'
import { describe, expect, it } from 'vitest'
import { isSafeText, SAFE_TEXT_MESSAGE, SafeStringSchema } from './safe-text.ts'
import { optionalText, requiredText } from './required-text.ts'

describe('isSafeText', () => {
  it.each([['Verbier'], ['Zürich – Genève'], ['emoji \ud83c\udfd4\ufe0f'], [''], ['tab\tand\nnewline']])(
    'accepts %j',
    (s) => expect(isSafeText(s)).toBe(true),
  )
  it.each([
    ['\u0000'],
    ['a\u0000b'],
    ['\ud800'],
    ['x\udc00'],
    ['\ud83d'],
    ['\udfff\ud800'],
    ['ok \ud83c\udfd4 then \ud83c'],
  ])('refuses %j', (s) => expect(isSafeText(s)).toBe(false))
})

describe('safe text in schemas', () => {
  const S = v.object({ name: requiredText('Please enter your name', 50), note: optionalText(50) })
  const messages = (input: unknown) => {
    const r = v.safeParse(S, input)
    return r.success ? {} : Object.fromEntries(r.issues.map((i) => [v.getDotPath(i), i.message]))
  }
  it('gives required and optional text fields the safe-text message', () => {
    expect(messages({ name: 'An\u0000na', note: '\ud800' })).toEqual({
      name: SAFE_TEXT_MESSAGE,
      note: SAFE_TEXT_MESSAGE,
    })
    expect(messages({ name: 'Anna', note: 'Hello' })).toEqual({})
  })
  it('SafeStringSchema', () => {
    expect(v.is(SafeStringSchema, 'ok')).toBe(true)
    expect(v.is(SafeStringSchema, 'a\u0000')).toBe(false)
    expect(v.is(SafeStringSchema, 1)).toBe(false)
  })
})
