import { SITE_HOSTS } from '#domain/properties/paths.ts'
import { ContentPageView } from '#features/storefront/content/content-page.tsx'
import type { ContentPage } from '#features/storefront/content/content-types.ts'

/**
 * A German SEO page: German whatever the interface language (lang="de"), with its canonical link on
 * the German www host (canonical links use a www host without trailing slash:
 * docs/product/content-and-seo.md#canonical-and-alternate-links).
 */
export function SeoPage({ page, path }: { page: ContentPage; path: string }) {
  return (
    <ContentPageView
      page={page}
      lang="de"
      headLinks={{ canonical: `${SITE_HOSTS.de}${encodeURI(path)}` }}
      labels={{ toc: 'Inhalt', breadcrumbs: 'Navigationspfad' }}
    />
  )
}
