import { useLocation } from '@tanstack/react-router'
import { alternateUrls, canonicalUrl } from '#domain/properties/paths.ts'
import { useHeadLinks } from './use-head-links.ts'
import { useLanguage } from '#lib/format/use-format.ts'

/** Canonical and alternate-language links of the current path, in the active language. */
export function usePageLinks(): void {
  const { pathname } = useLocation()
  const language = useLanguage()
  useHeadLinks({ canonical: canonicalUrl(pathname, language), alternates: alternateUrls(pathname) })
}
