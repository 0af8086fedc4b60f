import { formatNumber } from './format-number.ts'

/**
 * A price in whole currency units with the currency code first:
 * 'EUR 12 500' (docs/product/language-and-formatting.md#prices).
 */
export function formatPrice(amount: number, currency: string): string {
  return `${currency} ${formatNumber(Math.round(amount), 0)}`
}
