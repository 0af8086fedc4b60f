/** Weekly Saturday-to-Saturday stays with rates per service level (pure; rows for the `stays` table). */
import type { Rng } from './random.ts'
import { addDays } from '#domain/dates/iso-date.ts'
import { weekFactor } from './seasons.ts'
import type { SeasonWindow } from './seasons.ts'

export type StayRow = {
  id: string
  propertyId: string
  checkIn: string
  checkOut: string
  available: boolean
  rates: Record<string, number | null>
  minRate: number | null
}

/** Catered > Bed & Breakfast > Selfcatered. */
const SERVICE_LEVEL_FACTOR: Record<string, number> = { Selfcatered: 1, 'Bed & Breakfast': 1.18, Catered: 1.5 }

const MIN_WEEKLY = 8_000
const MAX_WEEKLY = 160_000

/** Self-catered mid-season weekly rate of a property before demand factors. */
export function baseWeeklyRate(rng: Rng, bedrooms: number, prestige: number, type: string): number {
  const typeFactor = type === 'Villa' ? 1.1 : type === 'Apartment' ? 0.9 : 1
  return (4_500 + 3_400 * bedrooms) * prestige * typeFactor * rng.range(0.85, 1.2)
}

/** Rounds a weekly rate the way operators publish them and keeps it in the catalogue's range. */
function publishedRate(raw: number): number {
  const soft = raw > 100_000 ? 100_000 + (raw - 100_000) * 0.35 : raw
  const clamped = Math.max(MIN_WEEKLY, Math.min(MAX_WEEKLY, soft))
  return Math.round(clamped / (clamped >= 50_000 ? 500 : 100)) * (clamped >= 50_000 ? 500 : 100)
}

export type StayInput = {
  propertyId: string
  serviceLevels: string[]
  baseWeekly: number
  seasons: SeasonWindow[]
  /** share of weeks left out of the calendar (no stay = on request) */
  gapRatio: number
}

export function buildStays(rng: Rng, input: StayInput): StayRow[] {
  const out: StayRow[] = []
  for (const season of input.seasons) {
    for (const checkIn of season.weeks) {
      if (input.gapRatio > 0 && rng.chance(input.gapRatio)) continue
      const factor = weekFactor(checkIn)
      const onRequest = rng.chance(0.04)
      const rates: Record<string, number | null> = {}
      for (const level of input.serviceLevels) {
        rates[level] =
          onRequest || rng.chance(0.03)
            ? null
            : publishedRate(input.baseWeekly * factor * SERVICE_LEVEL_FACTOR[level] * rng.range(0.97, 1.03))
      }
      const values = Object.values(rates).filter((r): r is number => r !== null)
      const soldChance = factor >= 1.8 ? 0.45 : factor >= 1.3 ? 0.3 : 0.14
      out.push({
        id: rng.id(),
        propertyId: input.propertyId,
        checkIn,
        checkOut: addDays(checkIn, 7),
        available: !rng.chance(soldChance),
        rates,
        minRate: values.length > 0 ? Math.min(...values) : null,
      })
    }
  }
  return out
}

/** priceFrom of a property: the lowest weekly rate over its stays (null when none has a price). */
export function lowestRate(stays: StayRow[]): number | null {
  let min: number | null = null
  for (const s of stays) if (s.minRate !== null && (min === null || s.minRate < min)) min = s.minRate
  return min
}
