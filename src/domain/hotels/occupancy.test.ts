import { describe, expect, it } from 'vitest'
import type { RoomBed } from '../catalogue/types.ts'
import {
  bedConfigurationsFor,
  fitsRoom,
  maxChildAge,
  maxInfantAge,
  occupancyProblem,
  roomsThatFit,
  type AgePolicyRules,
  type OccupancyProblem,
} from './occupancy.ts'

const king: RoomBed = {
  bedType: 'kingSizeBed',
  isInStandardOccupancy: true,
  sleeps: [{ maxPax: 2, maxAdults: 2 }],
  twinBedPossible: false,
}
const bunk: RoomBed = {
  bedType: 'bunkBed',
  isInStandardOccupancy: false,
  sleeps: [{ maxPax: 2, maxAdults: 0 }],
  twinBedPossible: false,
}
const sofa: RoomBed = {
  bedType: 'sofaBed',
  isInStandardOccupancy: false,
  sleeps: [{ maxPax: 1, maxAdults: 1 }],
  twinBedPossible: false,
}
const family = [king, bunk]
const family16: AgePolicyRules = { isAdultsOnlyHotel: false, maxAgeConsideredChild: 16, maxAgeConsideredInfant: 2 }
const kids12: AgePolicyRules = { isAdultsOnlyHotel: false, maxAgeConsideredChild: 12, maxAgeConsideredInfant: 2 }
const adultsOnly: AgePolicyRules = { isAdultsOnlyHotel: true, maxAgeConsideredChild: 0, maxAgeConsideredInfant: 0 }

describe('occupancyProblem (docs/product/hotels.md#occupancy)', () => {
  it.each<[string, number, number, number[], AgePolicyRules, OccupancyProblem | null]>([
    ['1 adult', 1, 0, [], family16, null],
    ['2 adults, 2 children 4 and 16', 2, 2, [4, 16], family16, null],
    ['ages not given yet', 2, 2, [], family16, null],
    ['one age of two', 2, 2, [7], family16, null],
    ['no adult', 0, 1, [5], family16, 'adults'],
    ['negative adults', -1, 0, [], family16, 'adults'],
    ['fractional adults', 1.5, 0, [], family16, 'adults'],
    ['negative children', 1, -1, [], family16, 'children'],
    ['more ages than children', 1, 1, [3, 4], family16, 'childAges'],
    ['children in an adults-only hotel', 2, 1, [10], adultsOnly, 'adultsOnly'],
    ['adults only, adults', 2, 0, [], adultsOnly, null],
    ['child of 17 (max 16)', 2, 1, [17], family16, 'childAge'],
    ['child of 13 where 12 is the max', 2, 1, [13], kids12, 'childAge'],
    ['child of 12 where 12 is the max', 2, 1, [12], kids12, null],
    ['negative age', 2, 1, [-1], family16, 'childAge'],
    ['fractional age', 2, 1, [2.5], family16, 'childAge'],
    ['default max age 16 without a policy', 2, 1, [16], null, null],
    ['default max age 16 without a policy, 17', 2, 1, [17], null, 'childAge'],
    ['3 adults in king + bunk', 3, 0, [], family16, 'beds'],
    ['2 adults + 3 children in king + bunk', 2, 3, [], family16, 'beds'],
  ])('%s', (_, numAdults, numChildren, childrenAges, policy, problem) => {
    expect(occupancyProblem(family, { numAdults, numChildren, childrenAges }, policy)).toBe(problem)
    expect(fitsRoom(family, { numAdults, numChildren, childrenAges }, policy)).toBe(problem === null)
  })
})

describe('age limits', () => {
  it.each<[AgePolicyRules, number, number]>([
    [null, 16, -1],
    [family16, 16, 2],
    [kids12, 12, 2],
    [{ maxAgeConsideredChild: 0 }, 16, -1],
    [{ maxAgeConsideredChild: 10, maxAgeConsideredInfant: 12 }, 10, 10],
  ])('%j: child up to %d, infant up to %d', (policy, child, infant) => {
    expect(maxChildAge(policy)).toBe(child)
    expect(maxInfantAge(policy)).toBe(infant)
  })
})

describe('roomsThatFit and bed configurations', () => {
  const rooms = [
    { name: 'Classic', beds: [king] },
    { name: 'Junior Suite', beds: [king, sofa] },
    { name: 'Family', beds: [king, bunk] },
  ]
  it.each<[string, number, number, string[]]>([
    ['2 adults', 2, 0, ['Classic', 'Junior Suite', 'Family']],
    ['3 adults', 3, 0, ['Junior Suite']],
    ['2 adults + 1 child', 2, 1, ['Junior Suite', 'Family']],
    ['2 adults + 2 children', 2, 2, ['Family']],
    ['5 adults', 5, 0, []],
  ])('%s: %j', (_, numAdults, numChildren, names) =>
    expect(roomsThatFit(rooms, { numAdults, numChildren, childrenAges: [] }, family16).map((r) => r.name)).toEqual(
      names,
    ),
  )

  it.each<[number, number, number[], AgePolicyRules, string[]]>([
    [2, 0, [], family16, ['kingSizeBed']],
    [2, 2, [5, 8], family16, ['kingSizeBed+bunkBed']],
    [3, 0, [], family16, []],
    [2, 1, [5], adultsOnly, []],
  ])('%d adults, %d children %j: %j', (numAdults, numChildren, childrenAges, policy, expected) =>
    expect(bedConfigurationsFor(family, { numAdults, numChildren, childrenAges }, policy)).toEqual(expected),
  )
})
