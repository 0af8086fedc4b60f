import { createFileRoute } from '@tanstack/react-router'
import { SKI_TRAVEL_PAGE } from '#features/storefront/seo/guide-pages.ts'
import { SeoPage } from '#features/storefront/seo/seo-page.tsx'

/** /luxus-ski-reisen (also reached as /luxus-ski-reisen/). */
export const Route = createFileRoute('/luxus-ski-reisen')({
  component: () => <SeoPage page={SKI_TRAVEL_PAGE} path="/luxus-ski-reisen" />,
})
