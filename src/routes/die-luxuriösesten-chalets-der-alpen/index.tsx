import { createFileRoute } from '@tanstack/react-router'
import { ALPS_PAGE } from '#domain/routing/redirects.ts'
import { SeoPage } from '#features/storefront/seo/seo-page.tsx'
import { alpsOverviewPage } from '#features/storefront/seo/seo-pages.ts'

/** The German guide to the most luxurious chalets of the Alps (docs/product/content-and-seo.md#german-seo-pages). */
export const Route = createFileRoute('/die-luxuriösesten-chalets-der-alpen/')({
  component: () => <SeoPage page={alpsOverviewPage()} path={ALPS_PAGE} />,
})
