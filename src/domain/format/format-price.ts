import { formatNumber } from './format-number.ts'

/**
 * A price in whole currency units with the currency code first:
 * 'EUR 12 500' (docs/product/language-and-formatting.md#prices).
 */
export function formatPrice(amount: number, currency: string): string {
  return `${currency} ${formatNumber(Math.round(amount), 0)}`
}

/**
 * An exact amount (a commission, a markup, a price with a markup) with the currency code first:
 * whole units when it has no cents ('EUR 1 200'), else its two decimals ('EUR 793,92'): the
 * commission is rounded to 2 decimals (docs/product/hotels.md#commission), never to whole units.
 */
export function formatAmount(amount: number, currency: string): string {
  const cents = Math.round(amount * 100)
  return `${currency} ${cents % 100 === 0 ? formatNumber(cents / 100, 0) : formatNumber(cents / 100, 2)}`
}
