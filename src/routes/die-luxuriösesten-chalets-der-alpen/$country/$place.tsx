import { createFileRoute, notFound, redirect } from '@tanstack/react-router'
import { SeoPage } from '#features/storefront/seo/seo-page.tsx'
import { seoPlacePage } from '#features/storefront/seo/seo-pages.ts'
import { seoPlacePath } from '#features/storefront/seo/seo-registry.ts'

/** A region or resort of the German guide: …/oesterreich/vorarlberg, …/schweiz/zermatt … */
export const Route = createFileRoute('/die-luxuriösesten-chalets-der-alpen/$country/$place')({
  // the guide's registry loads with the page, not with the first bundle
  beforeLoad: async ({ params }) => {
    const { findSeoPage } = await import('#features/storefront/seo/seo-registry.ts')
    const found = findSeoPage(params.country, params.place)
    if (found.kind === 'moved') throw redirect({ href: found.path, replace: true })
    if (found.kind !== 'found' || !found.place) throw notFound()
    return { seoCountry: found.country, seoPlace: found.place }
  },
  component: PlaceRoute,
})

function PlaceRoute() {
  const { seoCountry, seoPlace } = Route.useRouteContext()
  return <SeoPage page={seoPlacePage(seoCountry, seoPlace)} path={seoPlacePath(seoCountry, seoPlace)} />
}
