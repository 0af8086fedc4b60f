/**
 * The theming code a visitor of the default brand never needs: agency patterns, corporate
 * designs, colour mixes and the root variables. Loaded lazily by use-themed-brand.ts, so it
 * stays out of the landing's initial JavaScript.
 */
import type { Brand } from '#domain/brand/brand-types.ts'
import type { ThemeSubject } from '#domain/brand/resolve-brand.ts'
import { resolveBrand } from '#domain/brand/resolve-brand.ts'
import { applyThemeVariables } from './theme-variables.ts'

export function themedBrand(host: Brand, subject: ThemeSubject | null): Brand {
  return resolveBrand(host, subject)
}

export function applyBrandColors(brand: Brand): void {
  applyThemeVariables(brand.colors)
}
