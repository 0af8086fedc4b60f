import { useEffect, useLayoutEffect, useMemo, useState } from 'react'
import type { Brand } from '#domain/brand/brand-types.ts'
import { DEFAULT_COLORS } from '#domain/brand/brand.ts'
import type { ThemeSubject } from '#domain/brand/resolve-brand.ts'
import type * as AgencyTheme from './agency-theme.ts'

type ThemeModule = typeof AgencyTheme

let loaded: ThemeModule | null = null
let loading: Promise<ThemeModule> | null = null

function loadThemeModule(): Promise<ThemeModule> {
  loading ??= import('./agency-theme.ts').then((module) => (loaded = module))
  loading.catch(() => (loading = null))
  return loading
}

function hasDefaultColors(brand: Brand): boolean {
  return (Object.keys(DEFAULT_COLORS) as (keyof Brand['colors'])[]).every(
    (key) => brand.colors[key] === DEFAULT_COLORS[key],
  )
}

/**
 * The host brand refined by the agency theme of `subject` (a signed-in user), with its colours on
 * the document root. The theming code loads on demand: only for a signed-in user or a host brand
 * with its own colours. `isLoading` while it loads.
 */
export function useThemedBrand(host: Brand, subject: ThemeSubject | null): { brand: Brand; isLoading: boolean } {
  const needed = subject !== null || !hasDefaultColors(host)
  const [module, setModule] = useState<ThemeModule | null>(loaded)
  const [failed, setFailed] = useState(false)
  useEffect(() => {
    if (!needed || module) return
    let current = true
    loadThemeModule()
      .then((value) => current && setModule(value))
      .catch((error: unknown) => {
        console.warn('The theme could not be loaded', error)
        if (current) setFailed(true)
      })
    return () => {
      current = false
    }
  }, [needed, module])
  const brand = useMemo(() => (module && subject ? module.themedBrand(host, subject) : host), [module, host, subject])
  // once loaded it also resets the colours when the subject goes away (sign-out)
  useLayoutEffect(() => module?.applyBrandColors(brand), [module, brand])
  return { brand, isLoading: needed && !module && !failed }
}
