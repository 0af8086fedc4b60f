import { Suspense, lazy, useRef } from 'react'
import { HydrateWhen, useHydrationGate } from '#ui/hydrate-when.tsx'
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
  if (!isB2C) return <SlimFooter />
  return <LazyB2cFooter />
}

function LazyB2cFooter() {
  const ref = useRef<HTMLDivElement>(null)
  const near = useNearViewport(ref, '600px', true)
  const gate = useHydrationGate(near)
  // a server-rendered page has the full footer in its HTML (its text and links are the page's
  // too); its code loads and it hydrates when the visitor scrolls near it
  if (useRenderMode() === 'server') {
    return (
      <div ref={ref} className="site-footer-slot">
        <Suspense fallback={<SlimFooter />}>
          <HydrateWhen gate={gate}>
            <B2cFooter />
          </HydrateWhen>
        </Suspense>
      </div>
    )
  }
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
