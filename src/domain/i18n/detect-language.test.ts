import { describe, expect, it } from 'vitest'
import type { LanguageDetectionInput } from './detect-language.ts'
import { detectLanguage, isBotCookie, isGermanHost, toLanguage } from './detect-language.ts'

const base: LanguageDetectionInput = {
  search: '',
  stored: null,
  hostname: 'www.lds.travel',
  cookies: '',
  navigatorLanguages: [],
}

describe('detectLanguage', () => {
  it.each<[string, Partial<LanguageDetectionInput>, 'en' | 'de']>([
    ['defaults to English', {}, 'en'],
    ['query ?lang=de wins over everything', { search: '?lang=de', stored: 'en', navigatorLanguages: ['en-US'] }, 'de'],
    ['query ?lang=en wins on a German host', { search: 'lang=en', hostname: 'lds.de' }, 'en'],
    ['query is case-insensitive', { search: '?lang=DE' }, 'de'],
    ['unknown query value is ignored', { search: '?lang=fr', stored: 'de' }, 'de'],
    ['stored language comes next', { stored: 'de', navigatorLanguages: ['en'] }, 'de'],
    ['stored English beats a German host', { stored: 'en', hostname: 'lds.de' }, 'en'],
    ['invalid stored value is ignored', { stored: 'xx', navigatorLanguages: ['de-AT'] }, 'de'],
    [
      'bot on a .com host gets English, not its browser language',
      { cookies: 'isBot=true', navigatorLanguages: ['de'] },
      'en',
    ],
    ['bot on a .de host gets German', { cookies: 'a=1; isBot=true', hostname: 'www.lds.de' }, 'de'],
    ['isBot=false is not a bot', { cookies: 'isBot=false', navigatorLanguages: ['de-CH'] }, 'de'],
    // a person: the browser's languages decide, the host only when the browser names neither
    ['English browser on a German host gets English', { hostname: 'www.lds.de', navigatorLanguages: ['en-GB'] }, 'en'],
    ['German browser on an English host gets German', { hostname: 'www.lds.com', navigatorLanguages: ['de-AT'] }, 'de'],
    ['German host when the browser says neither', { hostname: 'www.lds.de', navigatorLanguages: ['fr', 'it'] }, 'de'],
    ['German host when the browser says nothing', { hostname: 'www.lds.de' }, 'de'],
    ['German sub-domain host when the browser says nothing', { hostname: 'de.lds.travel' }, 'de'],
    ['English host when the browser says neither', { hostname: 'www.lds.com', navigatorLanguages: ['fr'] }, 'en'],
    ['first German browser language', { navigatorLanguages: ['fr-FR', 'de-CH', 'en'] }, 'de'],
    ['first English browser language', { navigatorLanguages: ['fr-FR', 'en-US', 'de'] }, 'en'],
    ['no matching browser language', { navigatorLanguages: ['fr', 'it'] }, 'en'],
    // a bot: the host alone
    [
      'bot with an English browser on a German host gets German',
      { cookies: 'isBot=true', hostname: 'lds.de', navigatorLanguages: ['en'] },
      'de',
    ],
    // the stored choice wins over both
    [
      'stored German beats an English browser on an English host',
      { stored: 'de', hostname: 'www.lds.com', navigatorLanguages: ['en-US'] },
      'de',
    ],
    [
      'stored English beats a German browser on a German host',
      { stored: 'en', hostname: 'lds.de', navigatorLanguages: ['de-DE'] },
      'en',
    ],
    ['stored German beats a bot on an English host', { stored: 'de', cookies: 'isBot=true' }, 'de'],
  ])('%s', (_name, input, expected) => {
    expect(detectLanguage({ ...base, ...input })).toBe(expected)
  })
})

describe('helpers', () => {
  it.each([
    ['en', 'en'],
    [' DE ', 'de'],
    ['fr', null],
    ['', null],
    [null, null],
  ])('toLanguage(%j) = %j', (value, expected) => {
    expect(toLanguage(value)).toBe(expected)
  })

  it.each([
    ['lds.de', true],
    ['www.lds.de', true],
    ['de.lds.travel', true],
    ['localhost', false],
    ['www.lds.travel', false],
    ['dealer.com', false],
  ])('isGermanHost(%s) = %s', (host, expected) => {
    expect(isGermanHost(host)).toBe(expected)
  })

  it.each([
    ['isBot=true', true],
    ['x=1;isBot=true;y=2', true],
    ['isBot=false', false],
    ['notisBot=true', false],
    ['', false],
  ])('isBotCookie(%s) = %s', (cookies, expected) => {
    expect(isBotCookie(cookies)).toBe(expected)
  })
})
