import { createFileRoute, notFound, redirect } from '@tanstack/react-router'
import { SeoPage } from '#features/storefront/seo/seo-page.tsx'
import { seoCountryPage } from '#features/storefront/seo/seo-pages.ts'
import { seoCountryPath } from '#features/storefront/seo/seo-registry.ts'

/** A country of the German guide: /die-luxuriösesten-chalets-der-alpen/oesterreich … */
export const Route = createFileRoute('/die-luxuriösesten-chalets-der-alpen/$country/')({
  // the guide's registry loads with the page, not with the first bundle
  beforeLoad: async ({ params }) => {
    const { findSeoPage } = await import('#features/storefront/seo/seo-registry.ts')
    const found = findSeoPage(params.country)
    if (found.kind === 'moved') throw redirect({ href: found.path, replace: true })
    if (found.kind !== 'found') throw notFound()
    return { seoCountry: found.country }
  },
  component: CountryRoute,
})

function CountryRoute() {
  const { seoCountry } = Route.useRouteContext()
  return <SeoPage page={seoCountryPage(seoCountry)} path={seoCountryPath(seoCountry)} />
}
