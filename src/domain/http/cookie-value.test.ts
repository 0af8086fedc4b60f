import { describe, expect, it } from 'vitest'
import { cookieValue } from './cookie-value.ts'

describe('cookieValue', () => {
  it.each([
    ['lang=de', 'lang', 'de'],
    ['a=1; lang=en; b=2', 'lang', 'en'],
    ['xlang=de', 'lang', null],
    ['', 'lang', null],
    ['isBot=true', 'isBot', 'true'],
    [' isBot = true ; x=1', 'isBot', 'true'],
    ['name=L%C3%A9a', 'name', 'Léa'],
    ['lang=%E0%A4%A', 'lang', '%E0%A4%A'],
  ])('%s[%s] -> %s', (cookies, name, value) => {
    expect(cookieValue(cookies, name)).toBe(value)
  })
})
