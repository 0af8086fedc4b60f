/**
 * Colour arithmetic for themes (docs/product/brands-and-themes.md#corporate-design): parse `#rgb`, `#rrggbb`, `rgb()`
 * and `rgba()`, mix two colours and format the result. Pure, shared by client and server.
 */
export type Rgb = { r: number; g: number; b: number }

export const WHITE: Rgb = { r: 255, g: 255, b: 255 }
export const BLACK: Rgb = { r: 0, g: 0, b: 0 }

const HEX = /^#([0-9a-f]{3}|[0-9a-f]{6})$/i
const RGB =
  /^rgba?\(\s*(\d{1,3}(?:\.\d+)?)\s*[,\s]\s*(\d{1,3}(?:\.\d+)?)\s*[,\s]\s*(\d{1,3}(?:\.\d+)?)\s*(?:[,/]\s*(?:0|1|0?\.\d+|\d{1,3}%)\s*)?\)$/i

function channel(value: string): number | null {
  const n = Number(value)
  return Number.isFinite(n) && n >= 0 && n <= 255 ? Math.round(n) : null
}

/** The colour a CSS colour string names, or null when it is not one of the supported forms. */
export function parseColor(input: unknown): Rgb | null {
  if (typeof input !== 'string') return null
  const value = input.trim()
  const hex = HEX.exec(value)
  if (hex) {
    const digits = hex[1].length === 3 ? [...hex[1]].map((d) => d + d).join('') : hex[1]
    return {
      r: parseInt(digits.slice(0, 2), 16),
      g: parseInt(digits.slice(2, 4), 16),
      b: parseInt(digits.slice(4, 6), 16),
    }
  }
  const rgb = RGB.exec(value)
  if (!rgb) return null
  const [r, g, b] = [channel(rgb[1]), channel(rgb[2]), channel(rgb[3])]
  return r === null || g === null || b === null ? null : { r, g, b }
}

export function isValidColor(input: unknown): input is string {
  return parseColor(input) !== null
}

/**
 * `weight` (0..1) of `other` mixed into `base`: mix(main, WHITE, 0.4) is "a 40% white mix of main".
 */
export function mix(base: Rgb, other: Rgb, weight: number): Rgb {
  const w = Math.min(1, Math.max(0, weight))
  const blend = (a: number, b: number) => Math.round(a * (1 - w) + b * w)
  return { r: blend(base.r, other.r), g: blend(base.g, other.g), b: blend(base.b, other.b) }
}

export function formatRgb({ r, g, b }: Rgb): string {
  return `rgb(${r}, ${g}, ${b})`
}

export function formatRgba({ r, g, b }: Rgb, alpha: number): string {
  return `rgba(${r}, ${g}, ${b}, ${alpha})`
}

export function formatHex({ r, g, b }: Rgb): string {
  return `#${[r, g, b].map((n) => n.toString(16).padStart(2, '0')).join('')}`
}

/** WCAG relative luminance, 0 (black) to 1 (white). */
export function luminance({ r, g, b }: Rgb): number {
  const linear = (c: number) => {
    const s = c / 255
    return s <= 0.03928 ? s / 12.92 : ((s + 0.055) / 1.055) ** 2.4
  }
  return 0.2126 * linear(r) + 0.7152 * linear(g) + 0.0722 * linear(b)
}

/** WCAG 2.x AA for normal text: the least contrast ratio text needs. */
export const WCAG_AA_TEXT = 4.5

/** WCAG contrast ratio of two colours, 1 to 21. */
export function contrastRatio(a: Rgb, b: Rgb): number {
  const [hi, lo] = [luminance(a), luminance(b)].sort((x, y) => y - x)
  return (hi + 0.05) / (lo + 0.05)
}

/**
 * The share of white, white, and black in the derived theme
 * colours (docs/product/brands-and-themes.md#corporate-design).
 */
export const LIGHT1_WHITE_SHARE = 0.4
export const LIGHT2_WHITE_SHARE = 0.9
export const HOVER_BLACK_SHARE = 0.5

export type DerivedColors = { main: string; light1: string; light2: string; hover: string }

/**
 * The colours a theme derives from its main colour: light1 = 40% white mix, light2 = 90% white
 * mix, hover = 50% black mix. An invalid main colour falls back to `fallbackMain`.
 */
export function deriveColors(main: unknown, fallbackMain: string): DerivedColors {
  const base = parseColor(main) ?? parseColor(fallbackMain) ?? BLACK
  return {
    main: formatRgb(base),
    light1: formatRgb(mix(base, WHITE, LIGHT1_WHITE_SHARE)),
    light2: formatRgb(mix(base, WHITE, LIGHT2_WHITE_SHARE)),
    hover: formatRgb(mix(base, BLACK, HOVER_BLACK_SHARE)),
  }
}
