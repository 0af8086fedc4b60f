import { describe, expect, it } from 'vitest'
import type { RoomBed } from '../catalogue/types.ts'
import { bedsSleep, capacities, requestableBedConfigurations } from './bed-configurations.ts'

const bed = (bedType: RoomBed['bedType'], sleeps: [number, number][], standard = true, twin = false): RoomBed => ({
  bedType,
  isInStandardOccupancy: standard,
  sleeps: sleeps.map(([maxPax, maxAdults]) => ({ maxPax, maxAdults })),
  twinBedPossible: twin,
})
const king = bed('kingSizeBed', [[2, 2]])
const kingTwin = bed('kingSizeBed', [[2, 2]], true, true)
const single = bed('singleBed', [[1, 1]])
const sofa1 = bed('sofaBed', [[1, 1]], false)
const sofa2 = bed('sofaBed', [[2, 1]], false)
const bunk = bed('bunkBed', [[2, 0]], false)
/** a sofa bed made up for one adult or for two children */
const sofaEither = bed(
  'sofaBed',
  [
    [1, 1],
    [2, 0],
  ],
  false,
)

describe('capacities: one sleeps option per bed, dominated choices dropped', () => {
  it.each<[string, RoomBed[], { adults: number; pax: number }[]]>([
    ['no beds', [], [{ adults: 0, pax: 0 }]],
    ['king', [king], [{ adults: 2, pax: 2 }]],
    ['king + bunk (children only)', [king, bunk], [{ adults: 2, pax: 4 }]],
    [
      'king + sofa for an adult or two children',
      [king, sofaEither],
      [
        { adults: 3, pax: 3 },
        { adults: 2, pax: 4 },
      ],
    ],
    ['maxAdults above maxPax counts as maxPax', [bed('singleBed', [[1, 3]])], [{ adults: 1, pax: 1 }]],
  ])('%s', (_, beds, expected) => expect(capacities(beds)).toEqual(expected))
})

describe('bedsSleep: every adult in an adult place, everyone in a place', () => {
  it.each<[string, RoomBed[], number, number, boolean]>([
    ['king, 2 adults', [king], 2, 2, true],
    ['king, 3 adults', [king], 3, 3, false],
    ['king, 2 adults + 1 child', [king], 2, 3, false],
    ['king + bunk, 2 adults + 2 children', [king, bunk], 2, 4, true],
    ['king + bunk, 3 adults', [king, bunk], 3, 3, false],
    ['king + sofa either way, 3 adults', [king, sofaEither], 3, 3, true],
    ['king + sofa either way, 2 adults + 2 children', [king, sofaEither], 2, 4, true],
    ['king + sofa either way, 3 adults + 1 child', [king, sofaEither], 3, 4, false],
  ])('%s: %s', (_, beds, adults, total, fits) => expect(bedsSleep(beds, { adults, total })).toBe(fits))
})

describe('requestableBedConfigurations: standard beds always, the fewest extra beds, twin variants', () => {
  it.each<[string, RoomBed[], number, number, string[]]>([
    ['king, 2 adults', [king], 2, 2, ['kingSizeBed']],
    ['twin-possible king, 1 adult', [kingTwin], 1, 1, ['kingSizeBed', 'singleBed+singleBed']],
    ['king + sofa, 2 adults: sofa stays closed', [kingTwin, sofa1], 2, 2, ['kingSizeBed', 'singleBed+singleBed']],
    [
      'king + sofa, 3 adults: sofa made up',
      [kingTwin, sofa1],
      3,
      3,
      ['kingSizeBed+sofaBed', 'singleBed+singleBed+sofaBed'],
    ],
    [
      'king + sofa + bunk, 2 adults + 1 child: either extra bed',
      [king, sofa2, bunk],
      2,
      3,
      ['kingSizeBed+sofaBed', 'kingSizeBed+bunkBed'],
    ],
    ['king + sofa + bunk, 3 adults + 2 children: both', [king, sofa2, bunk], 3, 5, ['kingSizeBed+sofaBed+bunkBed']],
    ['king + single, 3 adults', [king, single], 3, 3, ['kingSizeBed+singleBed']],
    ['too many guests', [king, sofa1], 4, 4, []],
  ])('%s', (_, beds, adults, total, expected) =>
    expect(requestableBedConfigurations(beds, { adults, total })).toEqual(expected),
  )
})
