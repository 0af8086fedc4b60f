/** The Intl locale numbers are formatted with before the separators are replaced (see formatNumber). */
export const NUMBER_LOCALE = 'en-US'

/** Creating an Intl formatter costs far more than formatting with it: one per decimals setting. */
const numberFormats = new Map<number | undefined, Intl.NumberFormat>()

function numberFormat(decimals: number | undefined): Intl.NumberFormat {
  let format = numberFormats.get(decimals)
  if (!format) {
    format = new Intl.NumberFormat(NUMBER_LOCALE, {
      minimumFractionDigits: decimals ?? 0,
      maximumFractionDigits: decimals ?? 3,
      useGrouping: true,
    })
    numberFormats.set(decimals, format)
  }
  return format
}

/**
 * Number formatting (docs/product/language-and-formatting.md#numbers): a space as thousands separator and a comma as
 * decimal separator, whatever the language (165000 -> '165 000', 1234.5 -> '1 234,5').
 */
export function formatNumber(value: number, decimals?: number): string {
  if (!Number.isFinite(value)) return String(value)
  const formatted = numberFormat(decimals).format(value)
  return formatted.replace(/[.,]/g, (c) => (c === ',' ? ' ' : ','))
}

/** Parses a number from user or API input; null for empty, blank or non-numeric input. */
export function parseNumberInput(input: unknown): number | null {
  if (typeof input === 'number') return Number.isFinite(input) ? input : null
  if (typeof input !== 'string') return null
  const trimmed = input.trim()
  if (trimmed === '') return null
  const value = Number(trimmed)
  return Number.isFinite(value) ? value : null
}

/**
 * formatNumber for loose input; null for empty or non-numeric input (docs/product/language-and-formatting.md#numbers).
 */
export function formatNumberOrNull(input: unknown, decimals?: number): string | null {
  const value = parseNumberInput(input)
  return value === null ? null : formatNumber(value, decimals)
}

/**
 * What a decimal input keeps of what is typed (the specification: numeric inputs ignore non-numbers):
 * digits and the first decimal separator (comma or point), at most `decimals` digits after it.
 */
export function keepDecimalInput(text: string, decimals = 2): string {
  const cleaned = text.replace(/[^\d.,]/g, '')
  const at = cleaned.search(/[.,]/)
  if (at < 0) return cleaned
  const whole = cleaned.slice(0, at)
  const fraction = cleaned
    .slice(at + 1)
    .replace(/[.,]/g, '')
    .slice(0, decimals)
  return `${whole}${cleaned[at]}${fraction}`
}
