/**
 * Lowercase hyphenated ascii: diacritics stripped, ß as ss, every other run of non-alphanumerics
 * becomes one hyphen ("Val d'Isère" -> "val-d-isere", "St. Moritz" -> "st-moritz").
 */
export function toAsciiSlug(text: string): string {
  return text
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .replace(/ß/g, 'ss')
    .replace(/[æÆ]/g, 'ae')
    .replace(/[œŒ]/g, 'oe')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
}
