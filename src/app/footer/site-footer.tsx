import { Suspense, lazy, memo, use, useRef } from 'react'
import { useRenderMode } from '#ui/render-mode.ts'
import { useNearViewport } from '#ui/use-near-viewport.ts'
import { useBrand } from '#lib/brand/brand-context.tsx'
import type { B2cFooter as B2cFooterComponent } from './b2c-footer.tsx'
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

type FooterModule = { B2cFooter: typeof B2cFooterComponent }
type TrackedPromise<T> = Promise<T> & { status?: 'fulfilled' | 'rejected'; value?: T }

let footerModule: TrackedPromise<FooterModule> | undefined

/**
 * The consumer footer's code, loaded once. Boot awaits it before hydrating a server-rendered page
 * that shows the footer, so the footer hydrates with the page: a boundary still waiting for its
 * code when an update reaches it would lose the server's footer to the fallback
 * (docs/decisions/045-server-rendering.md). The promise carries its result as React's `use` reads it.
 */
export function loadB2cFooter(): Promise<FooterModule> {
  if (!footerModule) {
    const loading: TrackedPromise<FooterModule> = import('./b2c-footer.tsx')
    loading.then(
      (module) => Object.assign(loading, { status: 'fulfilled', value: module }),
      () => Object.assign(loading, { status: 'rejected' }),
    )
    footerModule = loading
  }
  return footerModule
}

function LoadedB2cFooter() {
  const { B2cFooter: Footer } = use(loadB2cFooter())
  return <Footer />
}

/**
 * A server-rendered page has the full footer in its HTML (its testimonials and destination links
 * are the page's text too). Memoised without props, so the page's own updates never reach it.
 */
const ServerRenderedB2cFooter = memo(function ServerRenderedB2cFooter() {
  return (
    <div className="site-footer-slot">
      <Suspense fallback={<SlimFooter />}>
        <LoadedB2cFooter />
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
