/**
 * The stay and season forms' values (docs/product/extranet.md#property-screens): dates as typed, a rate per
 * service level as typed ('' is on request), made into the API's bodies (src/domain/property-stays/schemas.ts).
 */
import type { StayState } from '#domain/property-stays/stays.ts'

export type StayValues = { checkIn: string; checkOut: string; state: StayState; rates: Record<string, string> }
export type SeasonValues = {
  from: string
  to: string
  weekday: string
  nights: string
  state: StayState
  rates: Record<string, string>
}

/**
 * A whole amount as typed: digits with thousands grouped by a space, comma, point or apostrophe ('20 000',
 * '20.000', "20'000") are one number; blank is null (on request); anything else is NaN (the schema says why).
 */
export function wholeAmount(typed: string): number | null {
  const text = typed.trim()
  if (text === '') return null
  if (/^\d{1,3}([ .,'’\u00a0\u202f]\d{3})+$/.test(text)) return Number(text.replace(/\D/g, ''))
  return /^\d+$/.test(text) ? Number(text) : Number.NaN
}

const ratesBody = (levels: readonly string[], rates: Record<string, string>) =>
  Object.fromEntries(levels.map((level) => [level, wholeAmount(rates[level] ?? '')]))

export function stayValues(
  levels: readonly string[],
  stay?: { checkIn: string; checkOut: string; state: StayState; rates: Record<string, number | null> },
): StayValues {
  return {
    checkIn: stay?.checkIn ?? '',
    checkOut: stay?.checkOut ?? '',
    state: stay?.state ?? 'available',
    rates: Object.fromEntries(levels.map((level) => [level, String(stay?.rates[level] ?? '')])),
  }
}

export const stayBody = (levels: readonly string[]) => (f: StayValues) => ({
  checkIn: f.checkIn,
  checkOut: f.checkOut,
  state: f.state,
  rates: ratesBody(levels, f.rates),
})

export const seasonBody = (levels: readonly string[]) => (f: SeasonValues) => ({
  from: f.from,
  to: f.to,
  weekday: Number(f.weekday),
  nights: f.nights.trim() === '' ? Number.NaN : Number(f.nights),
  state: f.state,
  rates: ratesBody(levels, f.rates),
})
