import { describe, expect, it } from 'vitest'
import { FAST_LANE_REPEAT_AFTER_MS, readFastLaneStart, shouldStartFastLane } from './fast-lane.ts'

describe('shouldStartFastLane', () => {
  const now = 1_000_000
  it.each([
    ['not asked for', false, null, false],
    ['asked for, never started', true, null, true],
    ['started a moment ago (came back without an account)', true, now - 2_000, false],
    ['started just under a minute ago', true, now - FAST_LANE_REPEAT_AFTER_MS + 1, false],
    ['started more than a minute ago', true, now - FAST_LANE_REPEAT_AFTER_MS, true],
    ['a start in the future (clock changed)', true, now + 5_000, true],
  ])('%s', (_case, fastLane, lastStartedAt, expected) => {
    expect(shouldStartFastLane(fastLane, lastStartedAt, now)).toBe(expected)
  })
})

describe('readFastLaneStart', () => {
  it.each([
    [null, null],
    ['', null],
    ['abc', null],
    ['12345', 12345],
  ])('%o -> %o', (stored, expected) => {
    expect(readFastLaneStart({ getItem: () => stored })).toBe(expected)
  })
})
