import { describe, expect, it } from 'vitest'
import { FEATURE_HINT_INTERVAL_DAYS, parseHintMemory, showsFeatureHint } from './feature-hint.ts'

const DAY = 86_400_000
const NOW = Date.parse('2026-12-01T12:00:00Z')
const daysAgo = (days: number) => NOW - days * DAY

describe('when the feature hint shows (every 30 days without use)', () => {
  it('has the interval of the specification', () => {
    expect(FEATURE_HINT_INTERVAL_DAYS).toBe(30)
  })

  it.each([
    ['never used, never put away', null, null, true],
    ['used today', daysAgo(0), null, false],
    ['used 30 days ago', daysAgo(30), null, false],
    ['used 30 days and a minute ago', daysAgo(30) - 60_000, null, true],
    ['used 31 days ago', daysAgo(31), null, true],
    ['never used, put away today', null, daysAgo(0), false],
    ['never used, put away 29 days ago', null, daysAgo(29), false],
    ['never used, put away 31 days ago', null, daysAgo(31), true],
    ['used 40 days ago, put away 10 days ago', daysAgo(40), daysAgo(10), false],
    ['used 40 days ago, put away 35 days ago', daysAgo(40), daysAgo(35), true],
    ['used 5 days ago, put away 60 days ago', daysAgo(5), daysAgo(60), false],
  ])('%s: %s', (_, lastUsedAt, dismissedAt, shown) => {
    expect(showsFeatureHint({ lastUsedAt, dismissedAt }, NOW)).toBe(shown)
  })
})

describe('the stored memory', () => {
  it.each([
    [null, { lastUsedAt: null, dismissedAt: null }],
    ['', { lastUsedAt: null, dismissedAt: null }],
    ['not json', { lastUsedAt: null, dismissedAt: null }],
    ['[1,2]', { lastUsedAt: null, dismissedAt: null }],
    ['{"lastUsedAt":1700000000000}', { lastUsedAt: 1700000000000, dismissedAt: null }],
    ['{"lastUsedAt":"yesterday","dismissedAt":-5}', { lastUsedAt: null, dismissedAt: null }],
    ['{"lastUsedAt":1,"dismissedAt":2}', { lastUsedAt: 1, dismissedAt: 2 }],
  ])('%s reads as %o', (raw, memory) => {
    expect(parseHintMemory(raw)).toEqual(memory)
  })
})
