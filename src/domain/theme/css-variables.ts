/**
 * The CSS custom properties a theme writes on the document root. Names match src/styles/tokens.css;
 * the colours the stylesheet derives (deep main, text on main, lines, accent text) are computed
 * here from the theme colours so a corporate design stays readable.
 */
import type { BrandColors } from '../brand/brand-types.ts'
import {
  BLACK,
  WCAG_AA_TEXT,
  contrastRatio,
  formatHex,
  formatRgb,
  formatRgba,
  luminance,
  mix,
  parseColor,
} from './colors.ts'
import type { Rgb } from './colors.ts'

/** Every variable a theme sets; clearing a theme removes exactly these. */
export const THEME_VARIABLES = [
  '--color-main',
  '--color-hover',
  '--color-light1',
  '--color-light2',
  '--color-price',
  '--color-h2',
  '--color-inverted-font',
  '--color-main-deep',
  '--color-on-main',
  '--color-on-main-muted',
  '--color-line',
  '--color-accent-text',
] as const

export type ThemeVariable = (typeof THEME_VARIABLES)[number]

const LIGHT_TEXT: Rgb = { r: 244, g: 239, b: 228 }
const DARK_TEXT: Rgb = { r: 27, g: 37, b: 37 }
const PAPER: Rgb = { r: 250, g: 248, b: 243 }

/** Text on the main colour: dark when the font is inverted or the main colour is light. */
export function textOnMain(main: Rgb, invertedFont: boolean): Rgb {
  if (invertedFont) return DARK_TEXT
  return luminance(main) > 0.45 ? DARK_TEXT : LIGHT_TEXT
}

/** The accent darkened (in 5% steps of black) until it reads on paper at WCAG AA. */
export function accentText(accent: Rgb): Rgb {
  for (let share = 0; share <= 1; share += 0.05) {
    const candidate = mix(accent, BLACK, share)
    if (contrastRatio(candidate, PAPER) >= WCAG_AA_TEXT) return candidate
  }
  return BLACK
}

/** The variables of a theme, every value a valid CSS colour. */
export function themeCssVariables(colors: BrandColors): Record<ThemeVariable, string> {
  const main = parseColor(colors.main) ?? DARK_TEXT
  const light1 = parseColor(colors.light1) ?? main
  const onMain = textOnMain(main, colors.invertedFont)
  return {
    '--color-main': formatRgb(main),
    '--color-hover': formatRgb(parseColor(colors.hover) ?? light1),
    '--color-light1': formatRgb(light1),
    '--color-light2': formatRgb(parseColor(colors.light2) ?? light1),
    '--color-price': formatRgb(parseColor(colors.priceRange) ?? DARK_TEXT),
    '--color-h2': formatRgb(parseColor(colors.h2Header) ?? main),
    '--color-inverted-font': formatHex(onMain),
    '--color-main-deep': formatRgb(mix(main, BLACK, 0.35)),
    '--color-on-main': formatRgb(onMain),
    '--color-on-main-muted': formatRgba(onMain, 0.78),
    '--color-line': formatRgba(main, 0.14),
    '--color-accent-text': formatRgb(accentText(light1)),
  }
}
