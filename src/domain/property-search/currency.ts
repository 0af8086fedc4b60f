/**
 * The search compares and shows prices in EUR (docs/product/catalogue.md#currencies). Properties in Switzerland are
 * priced in CHF; the search converts with this fixed reference table (reviewed with the pricing team, not a
 * live rate) so that results, filters and the cache stay deterministic. The property page keeps
 * showing the property's own currency.
 */
export const EUR_PER_UNIT: Readonly<Record<string, number>> = {
  EUR: 1,
  /** 1 CHF = 1.06 EUR (reference rate) */
  CHF: 1.06,
  GBP: 1.17,
  USD: 0.92,
}

/** An amount in the given currency as whole EUR; unknown currencies are taken as EUR. */
export function toEur(amount: number, currency: string): number {
  return Math.round(amount * (EUR_PER_UNIT[currency] ?? 1))
}

export function toEurOrNull(amount: number | null | undefined, currency: string): number | null {
  return amount === null || amount === undefined ? null : toEur(amount, currency)
}
