import { useLingui } from '@lingui/react/macro'
import { useQuery } from '@tanstack/react-query'
import type { ReactNode } from 'react'
import { AfterFirstPaint } from '#ui/after-first-paint.tsx'
import { useDocumentMeta } from '#ui/use-document-meta.ts'
import { hotelLocationsQueryOptions } from '#lib/catalogue/queries.ts'
import { useDemoFlags } from '#lib/use-demo-flags.ts'
import { DestinationsStrip } from './destinations-strip.tsx'
import { FeaturedProperties } from './featured-properties.tsx'
import { LandingHero } from './landing-hero.tsx'
import { LandingServices } from './landing-services.tsx'
import { featuredPropertiesQueryOptions } from './queries.ts'

/**
 * The storefront landing (docs/product/storefront-search.md#landing-page); the route passes the (lazy) row search form.
 */
export function LandingPage({ searchForm }: { searchForm?: ReactNode }) {
  const { t, i18n } = useLingui()
  const language = i18n.locale === 'de' ? 'de' : 'en'
  const { displayDemoProperties } = useDemoFlags()
  const featured = useQuery(featuredPropertiesQueryOptions(language, displayDemoProperties))
  const locations = useQuery(hotelLocationsQueryOptions(language))
  useDocumentMeta({
    title: t`LDS – Luxury chalets and hotels in the Alps`,
    description: t`Luxury chalets, apartments, villas and hotels in the finest ski resorts of France, Switzerland, Austria and Italy, with concierge, butler and VIP services.`,
  })
  const images = [
    ...new Set((featured.data ?? []).map((property) => property.images?.[0] ?? property.thumbnail).filter(Boolean)),
  ]

  return (
    <>
      <LandingHero images={images} searchForm={searchForm} />
      <div id="pageContent" className="landing">
        <AfterFirstPaint>
          <FeaturedProperties query={featured} />
          <LandingServices />
          <DestinationsStrip query={locations} />
        </AfterFirstPaint>
      </div>
    </>
  )
}
