/**
 * The beds of a room and the guests they sleep (docs/product/hotels.md#offers). A bed offers one
 * or more `sleeps` options ({maxPax, maxAdults}); a bed configuration is a choice of beds that
 * are made up, each in one of its options. Beds in the standard occupancy are always made up;
 * extra beds (sofa beds, bunk beds) only when the guests need them. A bed with `twinBedPossible`
 * can be made up as two single beds instead.
 */
import type { RoomBed } from '../catalogue/types.ts'
import type { BedConfiguration } from './types.ts'

/** Guests to put in beds: adults, and everyone (adults and children). */
export type Sleepers = { adults: number; total: number }

/** What a set of beds can sleep at most: adults, and guests of any age. */
type Capacity = { adults: number; pax: number }

/** More extra beds than this are not combined (rooms have one to three). */
const MAX_EXTRA_BEDS = 6
/** More twin-possible beds than this are listed made up one way only. */
const MAX_TWIN_CHOICES = 4

/**
 * The capacities a set of beds reaches, one per choice of a `sleeps` option per bed, without the
 * dominated ones. An adult place is also a place (maxAdults counts at most maxPax).
 */
export function capacities(beds: readonly RoomBed[]): Capacity[] {
  let reached: Capacity[] = [{ adults: 0, pax: 0 }]
  for (const bed of beds) {
    const next: Capacity[] = []
    for (const c of reached)
      for (const s of bed.sleeps)
        next.push({ adults: c.adults + Math.min(s.maxAdults, s.maxPax), pax: c.pax + s.maxPax })
    reached = next.filter(
      (a) =>
        !next.some((b) => b !== a && b.adults >= a.adults && b.pax >= a.pax && (b.adults > a.adults || b.pax > a.pax)),
    )
    reached = reached.filter((a, i) => reached.findIndex((b) => b.adults === a.adults && b.pax === a.pax) === i)
  }
  return reached
}

/**
 * True when the beds sleep the guests: some choice of options gives every adult an adult place
 * and everyone a place (adults fill adult places first, children take the rest).
 */
export function bedsSleep(beds: readonly RoomBed[], guests: Sleepers): boolean {
  return capacities(beds).some((c) => c.adults >= guests.adults && c.pax >= guests.total)
}

/** The fewest extra beds to make up (in the room's order) so that the room sleeps the guests; null: none do. */
function bedsToMakeUp(beds: readonly RoomBed[], guests: Sleepers): RoomBed[][] | null {
  const standard = beds.filter((b) => b.isInStandardOccupancy)
  const extras = beds.filter((b) => !b.isInStandardOccupancy).slice(0, MAX_EXTRA_BEDS)
  for (let count = 0; count <= extras.length; count++) {
    const fitting = subsetsOfSize(extras, count)
      .map((chosen) => beds.filter((b) => standard.includes(b) || chosen.includes(b)))
      .filter((made) => bedsSleep(made, guests))
    if (fitting.length) return fitting
  }
  return null
}

function subsetsOfSize<T>(items: readonly T[], size: number): T[][] {
  if (size === 0) return [[]]
  const out: T[][] = []
  items.forEach((item, i) => {
    for (const rest of subsetsOfSize(items.slice(i + 1), size - 1)) out.push([item, ...rest])
  })
  return out
}

/** The ways one set of made-up beds can be named: each twin-possible bed as itself or as two single beds. */
function namings(made: readonly RoomBed[]): BedConfiguration[] {
  let twins = 0
  let names: string[][] = [[]]
  for (const bed of made) {
    const split = bed.twinBedPossible && twins++ < MAX_TWIN_CHOICES
    const variants = split ? [bed.bedType, 'singleBed+singleBed'] : [bed.bedType]
    names = names.flatMap((prefix) => variants.map((v) => [...prefix, v]))
  }
  return names.map((parts) => parts.join('+'))
}

/**
 * The bed configurations a room can be requested in for these guests, the default first
 * (every bed made up as it is); empty when the room cannot sleep them. Labels join the bed
 * types with '+', e.g. 'kingSizeBed+sofaBed' or 'singleBed+singleBed+sofaBed'.
 */
export function requestableBedConfigurations(beds: readonly RoomBed[], guests: Sleepers): BedConfiguration[] {
  const sets = bedsToMakeUp(beds, guests)
  if (!sets) return []
  return [...new Set(sets.flatMap(namings))]
}
