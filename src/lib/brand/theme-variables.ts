import type { BrandColors } from '#domain/brand/brand-types.ts'
import { DEFAULT_COLORS } from '#domain/brand/brand.ts'
import { THEME_VARIABLES, themeCssVariables } from '#domain/theme/css-variables.ts'

function isDefault(colors: BrandColors): boolean {
  return (Object.keys(DEFAULT_COLORS) as (keyof BrandColors)[]).every((key) => colors[key] === DEFAULT_COLORS[key])
}

/**
 * Writes the theme's colour variables on the document root (docs/product/brands-and-themes.md#css-variables). The
 * default theme removes them again, so src/styles/tokens.css applies unchanged.
 */
export function applyThemeVariables(colors: BrandColors, root: HTMLElement = document.documentElement): void {
  if (isDefault(colors)) {
    for (const name of THEME_VARIABLES) root.style.removeProperty(name)
    return
  }
  for (const [name, value] of Object.entries(themeCssVariables(colors))) root.style.setProperty(name, value)
}

/** The same variables as a style attribute for the server-rendered <html> ('' for the default theme). */
export function themeStyleAttribute(colors: BrandColors): string {
  if (isDefault(colors)) return ''
  return Object.entries(themeCssVariables(colors))
    .map(([name, value]) => `${name}:${value}`)
    .join(';')
}
