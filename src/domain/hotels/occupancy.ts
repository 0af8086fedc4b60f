/**
 * Occupancy rules of a room request (docs/product/hotels.md#offers), shared by the occupancy form
 * (instant 'Invalid occupancy' with the rooms that fit) and the offers engine on the server.
 */
import type { HotelAgePolicy, RoomBed } from '../catalogue/types.ts'
import { bedsSleep, requestableBedConfigurations } from './bed-configurations.ts'
import { DEFAULT_MAX_CHILD_AGE, type BedConfiguration } from './types.ts'

export type Occupancy = { numAdults: number; numChildren: number; childrenAges: readonly number[] }

/** The parts of a hotel's age policy the rules read; null or missing values take the defaults. */
export type AgePolicyRules = Partial<
  Pick<HotelAgePolicy, 'isAdultsOnlyHotel' | 'maxAgeConsideredChild' | 'maxAgeConsideredInfant'>
> | null

/** Why an occupancy is not valid for a room, in the order the rules are checked. */
export type OccupancyProblem = 'adults' | 'children' | 'childAges' | 'adultsOnly' | 'childAge' | 'beds'

/** The oldest age that counts as a child at this hotel (default 16; adults-only hotels take none). */
export function maxChildAge(agePolicy: AgePolicyRules): number {
  const age = agePolicy?.maxAgeConsideredChild
  return typeof age === 'number' && age > 0 ? age : DEFAULT_MAX_CHILD_AGE
}

/** The oldest age that counts as an infant (stays free of charge); -1 when the hotel names none. */
export function maxInfantAge(agePolicy: AgePolicyRules): number {
  const age = agePolicy?.maxAgeConsideredInfant
  return typeof age === 'number' && age >= 0 ? Math.min(age, maxChildAge(agePolicy)) : -1
}

const isCount = (n: number, min: number) => Number.isInteger(n) && n >= min

/**
 * The first rule the occupancy breaks for these beds, or null when the room takes it: at least one
 * adult, children zero or more, at most one age per child, no children in an adults-only hotel,
 * every given age a whole number from 0 to the hotel's max child age, and the beds sleep everyone
 * (an age not yet given is allowed: the child is counted, and priced, as a child).
 */
export function occupancyProblem(
  beds: readonly RoomBed[],
  occupancy: Occupancy,
  agePolicy: AgePolicyRules,
): OccupancyProblem | null {
  const { numAdults, numChildren, childrenAges } = occupancy
  if (!isCount(numAdults, 1)) return 'adults'
  if (!isCount(numChildren, 0)) return 'children'
  if (childrenAges.length > numChildren) return 'childAges'
  if (numChildren > 0 && agePolicy?.isAdultsOnlyHotel) return 'adultsOnly'
  const oldest = maxChildAge(agePolicy)
  if (childrenAges.some((age) => !Number.isInteger(age) || age < 0 || age > oldest)) return 'childAge'
  if (!bedsSleep(beds, { adults: numAdults, total: numAdults + numChildren })) return 'beds'
  return null
}

/** True when a room with these beds takes the occupancy (docs/product/hotels.md#offers). */
export function fitsRoom(beds: readonly RoomBed[], occupancy: Occupancy, agePolicy: AgePolicyRules): boolean {
  return occupancyProblem(beds, occupancy, agePolicy) === null
}

/** The rooms (of one hotel) that take the occupancy, in their order: offered beside 'Invalid occupancy'. */
export function roomsThatFit<R extends { beds: readonly RoomBed[] }>(
  rooms: readonly R[],
  occupancy: Occupancy,
  agePolicy: AgePolicyRules,
): R[] {
  return rooms.filter((room) => fitsRoom(room.beds, occupancy, agePolicy))
}

/** The bed configurations a room can be requested in for the occupancy; empty when it does not fit. */
export function bedConfigurationsFor(
  beds: readonly RoomBed[],
  occupancy: Occupancy,
  agePolicy: AgePolicyRules,
): BedConfiguration[] {
  if (!fitsRoom(beds, occupancy, agePolicy)) return []
  return requestableBedConfigurations(beds, {
    adults: occupancy.numAdults,
    total: occupancy.numAdults + occupancy.numChildren,
  })
}
