import { describe, expect, it } from 'vitest'
import { acceptLanguageTags, cookieValue } from './accept-language.ts'

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

describe('cookieValue', () => {
  it.each([
    ['lang=de', 'lang', 'de'],
    ['a=1; lang=en; b=2', 'lang', 'en'],
    ['xlang=de', 'lang', null],
    ['', 'lang', null],
    ['isBot=true', 'isBot', 'true'],
  ])('%s[%s] -> %s', (cookies, name, value) => {
    expect(cookieValue(cookies, name)).toBe(value)
  })
})
