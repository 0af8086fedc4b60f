import { describe, expect, it } from 'vitest'
import { roomSizeRange, sqmToSqft } from './room-size.ts'

describe('square metres to square feet (× 10.7639, rounded)', () => {
  it.each<[number, number]>([
    [1, 11],
    [28, 301],
    [45, 484],
    [65, 700],
    [120, 1292],
    [320, 3444],
    [0, 0],
  ])('%s sqm is %s sqft', (sqm, sqft) => {
    expect(sqmToSqft(sqm)).toBe(sqft)
  })

  it.each<[number | null, number | null, { sqm: string; sqft: string } | null]>([
    [45, 65, { sqm: '45–65', sqft: '484–700' }],
    [45, 45, { sqm: '45', sqft: '484' }],
    [45, null, { sqm: '45', sqft: '484' }],
    [null, 65, { sqm: '65', sqft: '700' }],
    [97, 469, { sqm: '97–469', sqft: '1 044–5 048' }],
    [null, null, null],
    [0, 0, null],
  ])('a room of %s to %s sqm', (min, max, expected) => {
    expect(roomSizeRange(min, max)).toEqual(expected)
  })
})
