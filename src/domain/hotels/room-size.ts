import { formatNumber } from '#domain/format/format-number.ts'

/**
 * Room sizes in square metres and square feet (docs/product/hotels.md#rooms): square feet are
 * square metres × 10.7639, rounded to whole feet.
 */
export const SQFT_PER_SQM = 10.7639

export function sqmToSqft(sqm: number): number {
  return Math.round(sqm * SQFT_PER_SQM)
}

/** A size or a range ('45' or '45–65'), in square metres and square feet; null when the room names none. */
export function roomSizeRange(min: number | null, max: number | null): { sqm: string; sqft: string } | null {
  const low = min ?? max
  const high = max ?? min
  if (low === null || high === null || low <= 0) return null
  // with the product's thousands separator: '1 044' (docs/product/language-and-formatting.md#numbers)
  const range = (a: number, b: number) => (a === b ? formatNumber(a, 0) : `${formatNumber(a, 0)}–${formatNumber(b, 0)}`)
  return { sqm: range(Math.round(low), Math.round(high)), sqft: range(sqmToSqft(low), sqmToSqft(high)) }
}
