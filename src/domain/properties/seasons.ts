/**
 * Seasons (docs/product/property-pages.md#seasons): summer is May to October, winter otherwise. A winter spans two
 * calendar years and is named by the year it starts in (December 2025 and March 2026 are both winter 2025;
 * January to April belong to the winter that started the year before).
 */
import type { Stay } from '../catalogue/types.ts'

export type Season = 'summer' | 'winter'
export const SEASONS: readonly Season[] = ['winter', 'summer']

const month = (iso: string) => Number(iso.slice(5, 7))

export function seasonOf(date: string | Date): Season {
  const m = typeof date === 'string' ? month(date) : date.getUTCMonth() + 1
  return m >= 5 && m <= 10 ? 'summer' : 'winter'
}

/** The year a season starts in: winter Jan–Apr counts for the previous year. */
export function seasonYear(date: string): number {
  const y = Number(date.slice(0, 4))
  return seasonOf(date) === 'winter' && month(date) <= 4 ? y - 1 : y
}

/** Display label: 'Winter 2025/26', 'Summer 2026'. */
export function seasonLabel(season: Season, year: number, lang: 'en' | 'de' = 'en'): string {
  if (season === 'summer') return `${lang === 'de' ? 'Sommer' : 'Summer'} ${year}`
  return `Winter ${year}/${String(year + 1).slice(2)}`
}

/** Stays whose check-in falls in the season (and in the season year, when given), sorted by check-in. */
export function staysOfSeason<S extends Pick<Stay, 'checkIn'>>(
  stays: readonly S[],
  season: Season,
  year?: number,
): S[] {
  return stays
    .filter((s) => seasonOf(s.checkIn) === season && (year === undefined || seasonYear(s.checkIn) === year))
    .sort((a, b) => a.checkIn.localeCompare(b.checkIn))
}

/** The seasons (with year) that have stays, in calendar order: the season selector's choices. */
export function seasonYears(stays: readonly Pick<Stay, 'checkIn'>[]): { season: Season; year: number }[] {
  const seen = new Map<string, { season: Season; year: number; first: string }>()
  for (const s of stays) {
    const season = seasonOf(s.checkIn)
    const year = seasonYear(s.checkIn)
    const key = `${year}-${season}`
    const hit = seen.get(key)
    if (!hit || s.checkIn < hit.first) seen.set(key, { season, year, first: s.checkIn })
  }
  return [...seen.values()].sort((a, b) => a.first.localeCompare(b.first)).map(({ season, year }) => ({ season, year }))
}
