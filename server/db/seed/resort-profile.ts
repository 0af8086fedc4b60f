/** Seed-only facts about each resort: how popular (share of the catalogue), how expensive, which language names take. */
import { RESORTS } from '#domain/catalogue/resorts.ts'
import type { Resort } from '#domain/catalogue/resorts.ts'

export type NameLanguage = 'fr' | 'de' | 'it'
export type ResortProfile = {
  resort: Resort
  weight: number
  prestige: number
  language: NameLanguage
  phonePrefix: string
}

const PROFILE: Record<string, { weight: number; prestige: number }> = {
  'courchevel-1300': { weight: 3, prestige: 0.9 },
  'courchevel-1550': { weight: 4, prestige: 1.0 },
  'courchevel-1650': { weight: 4, prestige: 1.05 },
  'courchevel-1850': { weight: 10, prestige: 1.5 },
  meribel: { weight: 8, prestige: 1.15 },
  megeve: { weight: 6, prestige: 1.15 },
  'val-d-isere': { weight: 8, prestige: 1.15 },
  'saint-martin-de-belleville': { weight: 3, prestige: 0.9 },
  chamonix: { weight: 5, prestige: 0.95 },
  verbier: { weight: 8, prestige: 1.25 },
  zermatt: { weight: 7, prestige: 1.3 },
  gstaad: { weight: 6, prestige: 1.4 },
  'st-moritz': { weight: 7, prestige: 1.4 },
  davos: { weight: 3, prestige: 0.95 },
  lech: { weight: 5, prestige: 1.3 },
  'st-anton': { weight: 5, prestige: 1.0 },
  kitzbuhel: { weight: 5, prestige: 1.1 },
  cortina: { weight: 4, prestige: 1.1 },
}

const LANGUAGE: Record<string, NameLanguage> = { France: 'fr', Italy: 'it', Austria: 'de', Switzerland: 'de' }
const PHONE: Record<string, string> = {
  France: '+33 4 79',
  Italy: '+39 0436',
  Austria: '+43 5583',
  Switzerland: '+41 27',
}

export const RESORT_PROFILES: ResortProfile[] = RESORTS.map((resort) => ({
  resort,
  weight: PROFILE[resort.slug]?.weight ?? 3,
  prestige: PROFILE[resort.slug]?.prestige ?? 1,
  // Verbier speaks French; the other Swiss resorts of the list German (or Romansh)
  language: resort.slug === 'verbier' ? 'fr' : LANGUAGE[resort.country],
  phonePrefix: PHONE[resort.country],
}))

export const RESORT_WEIGHTS = RESORT_PROFILES.map((p) => p.weight)

/** Spreads `count` items over the resorts: one per resort first (in list order), then by weight. */
export function resortForIndex(index: number, pickWeighted: () => ResortProfile): ResortProfile {
  return index < RESORT_PROFILES.length ? RESORT_PROFILES[index] : pickWeighted()
}

/** A point within `radiusKm` of the resort centre (rounded to 5 decimals). */
export function jitterCoordinates(
  resort: Resort,
  radiusKm: number,
  u: number,
  v: number,
): { latitude: number; longitude: number } {
  const r = radiusKm * Math.sqrt(u)
  const a = v * 2 * Math.PI
  const lat = resort.latitude + (r / 111) * Math.cos(a)
  const lng = resort.longitude + (r / (111 * Math.cos((resort.latitude * Math.PI) / 180))) * Math.sin(a)
  return { latitude: Math.round(lat * 1e5) / 1e5, longitude: Math.round(lng * 1e5) / 1e5 }
}
