/**
 * Commission for the partner (docs/product/property-pages.md#commission): price total times the commission level,
 * divided by 100, rounded to 2 decimals. The level of a stay is its own (commissionPerStay) or the property's.
 */
export function commissionOf(total: number | null | undefined, level: number | null | undefined): number | null {
  if (total == null || level == null || !Number.isFinite(total) || !Number.isFinite(level)) return null
  return Math.round(((total * level) / 100) * 100) / 100
}

export function commissionLevelOf(
  stayId: string,
  levels: { commission?: number | null; commissionPerStay?: Record<string, number> } | undefined,
): number | null {
  return levels?.commissionPerStay?.[stayId] ?? levels?.commission ?? null
}
