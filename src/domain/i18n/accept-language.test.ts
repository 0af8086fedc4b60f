import { describe, expect, it } from 'vitest'
import { acceptLanguageTags } from './accept-language.ts'

describe('acceptLanguageTags', () => {
  it.each([
    [null, []],
    ['', []],
    ['de-CH', ['de-CH']],
    ['en-GB,en;q=0.9,de;q=0.8', ['en-GB', 'en', 'de']],
    ['fr;q=0.5, de;q=0.9, en;q=0.1', ['de', 'fr', 'en']],
    ['*;q=0.5, de', ['de']],
    ['it;q=0, de;q=abc, en', ['en']],
  ])('%s -> %j', (header, tags) => {
    expect(acceptLanguageTags(header)).toEqual(tags)
  })
})
