// PDF offer generation time (docs/product/leads.md#pdf-offer): a three-page
// hotel offer (ten rooms, three images, the logo) laid out and written by @react-pdf/renderer in
// node with the shipped Lato files, English and German; median of 5 after one warm-up run (fonts
// loaded, modules compiled). The browser does the same work plus fetching and rasterising images.
// Run alone with `node scripts/bench-pdf.mjs` or `npm run bench -- --pdf-only`.
import { performance } from 'node:perf_hooks'
import { pathToFileURL } from 'node:url'
import { tsImport } from 'tsx/esm/api'

const RUNS = 5

export async function pdfFigures() {
  const { renderOfferInNode } = await tsImport('../src/features/pdf-offer/offer-node-render.tsx', import.meta.url)
  const { threePageHotelOffer } = await tsImport('../src/features/pdf-offer/offer-fixtures.ts', import.meta.url)
  const { getDocumentProxy } = await import('unpdf')
  console.log(
    `\nPDF offer, three A4 pages (ten rooms, three images), generated in node: median of ${RUNS} runs after a warm-up`,
  )
  for (const language of ['en', 'de']) {
    const first = await renderOfferInNode(threePageHotelOffer(), language)
    const pages = (await getDocumentProxy(new Uint8Array(first))).numPages
    const times = []
    let bytes = first.length
    for (let i = 0; i < RUNS; i++) {
      const start = performance.now()
      bytes = (await renderOfferInNode(threePageHotelOffer(), language)).length
      times.push(performance.now() - start)
    }
    times.sort((a, b) => a - b)
    const median = times[Math.floor(RUNS / 2)]
    console.log(
      `  ${language}: ${pages} pages, ${(bytes / 1024).toFixed(1)} KiB   median ${median.toFixed(0)} ms   (min ${times[0].toFixed(0)}, max ${times.at(-1).toFixed(0)})`,
    )
  }
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) await pdfFigures()
