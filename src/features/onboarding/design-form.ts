/**
 * The corporate design step's rules (docs/product/onboarding.md#corporate-design), pure: the form's values and the
 * PATCH body made from them, the logo file check (the server's size and type rule, same texts), the WCAG AA
 * warnings of src/domain/onboarding/contrast.ts and the theme variables of the live preview.
 */
import type { CSSProperties } from 'react'
import type { CorporateDesign } from '#domain/catalogue/types.ts'
import { DEFAULT_BRAND, DEFAULT_COLORS } from '#domain/brand/brand.ts'
import { resolveBrand } from '#domain/brand/resolve-brand.ts'
import { isBelowAA } from '#domain/onboarding/contrast.ts'
import { ONBOARDING_MESSAGES, type CorporateDesignPatch } from '#domain/onboarding/schemas.ts'
import type { OnboardingDraftValues } from '#domain/onboarding/types.ts'
import { formatHex, isValidColor, parseColor } from '#domain/theme/colors.ts'
import { textOnMain, themeCssVariables } from '#domain/theme/css-variables.ts'

export type DesignValues = { main: string; accentOnMain: string; invertedFont: boolean; colorful: boolean }

export const LOGO_MAX_BYTES = 1024 * 1024
export const LOGO_TYPES = ['image/png', 'image/jpeg', 'image/webp', 'image/svg+xml'] as const
export const LOGO_MESSAGES = {
  tooLarge: 'The logo may be at most 1 MB',
  type: 'Please upload a PNG, JPEG, WebP or SVG image',
} as const

/** The paper the colorful theme's menu bar is drawn on (src/styles/tokens.css --color-paper). */
const PAPER = '#faf8f3'

/** The form's first values: the draft's, else the agency's design, else the default colours. */
export function initialDesignValues(
  draft: OnboardingDraftValues['design'],
  design: CorporateDesign | null | undefined,
): DesignValues {
  const colors = { ...design?.colors, ...draft?.colors }
  const theme = draft?.theme ?? design?.theme
  return {
    main: colors.main ?? formatHex(parseColor(DEFAULT_COLORS.main)!),
    accentOnMain: colors.accentOnMain ?? DEFAULT_COLORS.light1,
    invertedFont: colors.invertedFont ?? false,
    colorful: theme === 'colorful',
  }
}

export function toDraftDesign(values: DesignValues): NonNullable<OnboardingDraftValues['design']> {
  return {
    colors: { main: values.main, accentOnMain: values.accentOnMain, invertedFont: values.invertedFont },
    theme: values.colorful ? 'colorful' : 'plain',
  }
}

/** The design as the agency would have it (the preview) and as PATCH /api/travel-agencies/{id} sends it. */
export function toCorporateDesign(values: DesignValues, logoUrl?: string | null): CorporateDesign {
  return {
    colors: {
      main: values.main.trim(),
      accentOnMain: values.accentOnMain.trim(),
      invertedFont: values.invertedFont,
    },
    theme: values.colorful ? 'colorful' : 'plain',
    ...(logoUrl ? { logoUrl } : {}),
  }
}

export function toDesignPatch(values: DesignValues): CorporateDesignPatch {
  const { colors, theme } = toCorporateDesign(values)
  return { corporateDesign: { colors, theme } }
}

/** The colour fields' messages (the schema's colour rule), keyed by field name; none when both are colours. */
export function validateDesign({ value }: { value: unknown }) {
  const values = value as DesignValues
  const fields: Record<string, string> = {}
  if (!isValidColor(values.main)) fields.main = ONBOARDING_MESSAGES.colour
  if (!isValidColor(values.accentOnMain)) fields.accentOnMain = ONBOARDING_MESSAGES.colour
  return Object.keys(fields).length ? { form: undefined, fields } : undefined
}

/** The server's rule for a logo, checked before the upload: a message, or null for a file it takes. */
export function checkLogoFile(file: Pick<File, 'size' | 'type'>): string | null {
  if (!(LOGO_TYPES as readonly string[]).includes(file.type)) return LOGO_MESSAGES.type
  if (file.size > LOGO_MAX_BYTES) return LOGO_MESSAGES.tooLarge
  return null
}

/**
 * Which text would fall below WCAG AA: the menu text on the main colour (dark when the font is inverted), the
 * accent on the main colour (links and highlights on the menu bar), and with the colorful theme the main colour on
 * the light menu bar. Nothing to say while a colour is not one.
 */
export type ContrastWarning = 'text-on-main' | 'accent-on-main' | 'main-on-paper'

export function designContrastWarnings(values: DesignValues): ContrastWarning[] {
  const main = parseColor(values.main)
  if (!main) return []
  const warnings: ContrastWarning[] = []
  if (isBelowAA(formatHex(textOnMain(main, values.invertedFont)), values.main)) warnings.push('text-on-main')
  if (isBelowAA(values.accentOnMain, values.main)) warnings.push('accent-on-main')
  if (values.colorful && isBelowAA(values.main, PAPER)) warnings.push('main-on-paper')
  return warnings
}

/** The theme the app would get from these values, as CSS variables for the preview container. */
export function previewTheme(values: DesignValues): { style: CSSProperties; colorful: boolean } {
  const brand = resolveBrand(DEFAULT_BRAND, { travelAgency: { corporateDesign: toCorporateDesign(values) } })
  return { style: themeCssVariables(brand.colors) as CSSProperties, colorful: brand.menuBar.areColorsInverted }
}

/** A colour as `#rrggbb` for <input type="color"> (black while the text is not a colour). */
export function colourInputValue(value: string): string {
  const rgb = parseColor(value)
  return rgb ? formatHex(rgb) : '#000000'
}
