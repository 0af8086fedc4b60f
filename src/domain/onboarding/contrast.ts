/** WCAG contrast checks for the corporate design step (docs/product/onboarding.md#corporate-design). */
import { contrastRatio, parseColor, WCAG_AA_TEXT } from '../theme/colors.ts'

export { WCAG_AA_TEXT }

/** The contrast ratio of two colours, or null when one of them is not a colour. */
export function colourContrast(foreground: unknown, background: unknown): number | null {
  const fg = parseColor(foreground)
  const bg = parseColor(background)
  return fg && bg ? contrastRatio(fg, bg) : null
}

/** Whether text in `foreground` on `background` is below WCAG AA (false when a colour is missing). */
export function isBelowAA(foreground: unknown, background: unknown): boolean {
  const ratio = colourContrast(foreground, background)
  return ratio !== null && ratio < WCAG_AA_TEXT
}
