import * as v from 'valibot'
import { describe, expect, it } from 'vitest'
import { ClientSearchQuerySchema, asksClientSuggestions } from './client-search.ts'

describe('client suggestions', () => {
  it.each([
    ['', false],
    ['Lo', false],
    ['  Lo ', false],
    ['Lov', true],
    ['x'.repeat(100), true],
    ['x'.repeat(101), false],
  ])('%j asks: %s', (text, asks) => {
    expect(asksClientSuggestions(text)).toBe(asks)
  })

  it('the server takes up to 100 characters and says so beyond', () => {
    expect(v.safeParse(ClientSearchQuerySchema, { fullText: 'x'.repeat(100) }).success).toBe(true)
    const long = v.safeParse(ClientSearchQuerySchema, { fullText: 'x'.repeat(101) })
    expect(long.issues?.[0]?.message).toBe('Please use at most 100 characters')
  })
})
