import { describe, expect, it } from 'vitest'
import { isServerRendered } from './server-rendered.ts'

describe('isServerRendered', () => {
  it.each([
    ['/', true],
    ['/search', true],
    ['/chalets/france/courchevel', true],
    ['/chalets/france/courchevel-1300/chalet-serenity', true],
    ['/chalets/france/courchevel-1300/chalet-serenity/enquire-now', true],
    ['/die-luxuriösesten-chalets-der-alpen/schweiz', true],
    ['/about', true],
    ['/contact', true],
    ['/properties/courchevel-chalet-old', true],
    ['/no-such-page', true],
    ['/hotels', false],
    ['/hotels/', false],
    ['/hotelsuites', true],
    ['/onboarding', false],
    ['/signup', true],
    ['/signup/serandipians', true],
    ['/admin/agency-verifications', false],
    ['/user', false],
    ['/signin', false],
    ['/oidc-callback', false],
    ['/fflags', false],
    ['/partner/dashboard', false],
    ['/partner/agency', false],
    ['/join/abc123', false],
    ['/chalets/france/courchevel-1300/chalet-serenity/book-now', false],
    ['/chalets/france/courchevel-1300/chalet-serenity/take-option', false],
    ['/chalets/france/courchevel-1300/chalet-serenity/save-interest', false],
  ])('%s -> %s', (path, expected) => {
    expect(isServerRendered(path)).toBe(expected)
  })
})
