/**
 * The brand a person sees (docs/product/brands-and-themes.md#corporate-design): the host brand, refined for a signed-in
 * agency user by the agency theme whose pattern matches the company name, then by the agency's corporate design when
 * it defines a main colour (an invalid main colour falls back to the default main colour).
 */
import type { CorporateDesign } from '../catalogue/types.ts'
import { deriveColors, formatRgb, parseColor } from '../theme/colors.ts'
import { matchAgencyTheme } from './agency-themes.ts'
import type { Brand, BrandOverrides } from './brand-types.ts'
import { DEFAULT_COLORS, mergeBrand } from './brand.ts'

export type ThemeSubject = {
  /** the user's company name */
  company?: string | null
  travelAgency?: { name?: string | null; corporateDesign?: CorporateDesign | null } | null
}

/** The overrides of a corporate design, or null when it defines no main colour. */
export function corporateDesignOverrides(design: CorporateDesign | null | undefined): BrandOverrides | null {
  const main = design?.colors?.main
  if (main === undefined || main === null || main === '') return null
  const derived = deriveColors(main, DEFAULT_COLORS.main)
  const accent = parseColor(design?.colors?.accentOnMain)
  return {
    colors: {
      main: derived.main,
      light1: accent ? formatRgb(accent) : derived.light1,
      light2: derived.light2,
      hover: derived.hover,
      h2Header: derived.main,
      invertedFont: design?.colors?.invertedFont === true,
    },
    ...(design?.logoUrl ? { logoSrc: design.logoUrl } : {}),
    menuBar: { areColorsInverted: design?.theme === 'colorful' },
  }
}

/** The id of the agency theme a subject gets, if any: the company first, then the agency's name. */
export function agencyThemeFor(subject: ThemeSubject) {
  return matchAgencyTheme(subject.company) ?? matchAgencyTheme(subject.travelAgency?.name)
}

/**
 * Whether a signed-in agency user's theme shows commission; the server answers commission levels
 * only then (docs/decisions/041-session-and-exposure.md).
 */
export function themeShowsCommission(subject: ThemeSubject): boolean {
  return agencyThemeFor(subject)?.overrides.isCommissionDisplayed !== false
}

export function resolveBrand(host: Brand, subject: ThemeSubject | null | undefined): Brand {
  // the consumer storefront runs without login: no agency theme ever applies there
  if (!subject || host.isB2C) return host
  const theme = agencyThemeFor(subject)
  const themed = theme ? mergeBrand(host, { ...theme.overrides, agencyThemeId: theme.id }) : host
  const design = corporateDesignOverrides(subject.travelAgency?.corporateDesign)
  return design ? mergeBrand(themed, design) : themed
}
