import { Suspense, lazy, memo, useRef } from 'react'
import { useRenderMode } from '#ui/render-mode.ts'
import { useNearViewport } from '#ui/use-near-viewport.ts'
import { useBrand } from '#lib/brand/brand-context.tsx'
import { SlimFooter } from './slim-footer.tsx'

// the consumer footer (testimonials, newsletter form) loads only where it is shown, and only once
// the visitor scrolls towards it: phones on mobile networks do not pay for what they never see
const B2cFooter = lazy(() => import('./b2c-footer.tsx').then((m) => ({ default: m.B2cFooter })))

/**
 * The footer of every page (docs/product/chrome-and-navigation.md#footers: testimonials and tag list only in B2C mode):
 * the consumer storefront gets the full footer, every other brand the slim one with the sub-footer.
 */
export function SiteFooter() {
  const { isB2C } = useBrand()
  const serverRendered = useRenderMode() === 'server'
  if (!isB2C) return <SlimFooter />
  return serverRendered ? <ServerRenderedB2cFooter /> : <LazyB2cFooter />
}

/**
 * A server-rendered page has the full footer in its HTML (its testimonials and destination links
 * are the page's text too); its code loads after the page's and it hydrates in a boundary of its
 * own. Memoised without props: an update reaching the boundary before its code has arrived would
 * make React drop the server's footer and show the fallback meanwhile.
 */
const ServerRenderedB2cFooter = memo(function ServerRenderedB2cFooter() {
  return (
    <div className="site-footer-slot">
      <Suspense fallback={<SlimFooter />}>
        <B2cFooter />
      </Suspense>
    </div>
  )
})

function LazyB2cFooter() {
  const ref = useRef<HTMLDivElement>(null)
  const near = useNearViewport(ref, '600px', true)
  return (
    <div ref={ref} className="site-footer-slot">
      {near ? (
        <Suspense fallback={<SlimFooter />}>
          <B2cFooter />
        </Suspense>
      ) : (
        <SlimFooter />
      )}
    </div>
  )
}
