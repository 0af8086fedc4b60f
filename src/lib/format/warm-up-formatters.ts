import { INTL_LOCALES } from '#domain/format/format-date.ts'
import { NUMBER_LOCALE } from '#domain/format/format-number.ts'

/**
 * What the worker runs: the formatters the pages use (numbers in NUMBER_LOCALE, dates and plurals
 * in each language's locale), then it tells the page it is done and ends.
 */
export const WARM_UP_SOURCE = [
  `new Intl.NumberFormat(${JSON.stringify(NUMBER_LOCALE)}).format(1)`,
  `for (const locale of ${JSON.stringify(Object.values(INTL_LOCALES))}) {`,
  "  new Intl.DateTimeFormat(locale, { timeZone: 'UTC', day: 'numeric', month: 'short', year: 'numeric' }).format(0)",
  '  new Intl.PluralRules(locale).select(1)',
  '}',
  'postMessage(0)',
  'close()',
].join('\n')

/**
 * The first Intl formatter of a page costs 20-60 ms on this machine (80-240 ms at Lighthouse's 4x
 * CPU slowdown): the browser loads ICU's data, once per process. A throwaway worker pays that on
 * another thread, and the page's first format on the main thread then costs well under 1 ms
 * (docs/decisions/060-formatters-warmed-in-a-worker.md). A blob worker: no request (the CSP allows
 * `worker-src blob:`). Where workers are missing or refused, the first format pays, as before.
 */
export function warmUpFormatters(): void {
  if (typeof Worker === 'undefined' || typeof URL.createObjectURL !== 'function') return
  let url: string | undefined
  try {
    url = URL.createObjectURL(new Blob([WARM_UP_SOURCE], { type: 'text/javascript' }))
    const worker = new Worker(url)
    const done = () => {
      if (url) URL.revokeObjectURL(url)
      worker.terminate()
    }
    worker.addEventListener('message', done, { once: true })
    worker.addEventListener('error', done, { once: true })
  } catch {
    if (url) URL.revokeObjectURL(url)
  }
}
