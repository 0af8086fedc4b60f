// Server rendering throughput of a property page (docs/decisions/045-server-rendering.md): requests/s and p99 at 50
// connections, answered from the rendered-page cache (the same address again and again) and
// rendered anew on every request (each request a new address: a query parameter the page ignores).
import autocannon from 'autocannon'

function run(opts) {
  return new Promise((resolve, reject) =>
    autocannon({ connections: 50, ...opts }, (err, result) => (err ? reject(err) : resolve(result))),
  )
}

export async function ssrFigures(baseUrl, { duration, row }) {
  const search = await (await fetch(`${baseUrl}/search`)).text()
  const path = /href="(\/[a-z-]+\/[a-z-]+\/[a-z0-9-]+\/[a-z0-9-]+)"/.exec(search)?.[1]
  if (!path) throw new Error('bench-ssr: no property link on /search')
  const page = await fetch(`${baseUrl}${path}`, { headers: { 'accept-encoding': 'gzip' } })
  const html = await page.text()
  console.log(
    `\nserver rendering of a property page (${path}): ${page.status}, ${(html.length / 1024).toFixed(1)} KiB of HTML`,
  )
  const headers = { 'accept-encoding': 'gzip', 'accept-language': 'en' }
  await run({ url: `${baseUrl}${path}`, duration: 2, headers }).catch(() => undefined)
  const cached = await run({ url: `${baseUrl}${path}`, duration, headers, title: 'ssr cached' })
  let n = 0
  const uncached = await run({
    url: `${baseUrl}${path}`,
    duration,
    headers,
    title: 'ssr uncached',
    requests: [{ setupRequest: (request) => ({ ...request, path: `${path}?visit=${++n}` }) }],
  })
  console.log(`\n50 connections, ${duration} s each`)
  console.log(row('property page HTML, cached render', cached))
  console.log(row('property page HTML, rendered per request', uncached))
  const errors = cached.non2xx + uncached.non2xx + cached.errors + uncached.errors
  if (errors) console.log(`  non-2xx or errors: ${errors}`)
}
