// @vitest-environment node
import http from 'node:http'
import { gunzipSync } from 'node:zlib'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { isDocumentRequest, startHtmlOnlyProxy, withoutScripts } from './html-only-proxy.mjs'

describe('withoutScripts', () => {
  it.each([
    {
      name: 'an inline script',
      html: '<head><script>window.x=1</script><title>T</title></head>',
      expected: '<head><title>T</title></head>',
    },
    {
      name: 'a module script with a source',
      html: '<p>a</p><script type="module" crossorigin src="/assets/index.js"></script><p>b</p>',
      expected: '<p>a</p><p>b</p>',
    },
    {
      name: "the page's data",
      html: '<div id="root">x</div><script type="application/json" id="lds-page-state">{"a":"<b>"}</script>',
      expected: '<div id="root">x</div>',
    },
    { name: 'upper case and a spaced end tag', html: '<SCRIPT>1</SCRIPT ><i>k</i>', expected: '<i>k</i>' },
    {
      name: 'several scripts over lines',
      html: '<script>\na\n</script><b>1</b><script>\nb\n</script>',
      expected: '<b>1</b>',
    },
    {
      name: 'a page without scripts',
      html: '<style>p{}</style><noscript>n</noscript><p>script</p>',
      expected: '<style>p{}</style><noscript>n</noscript><p>script</p>',
    },
  ])('$name', ({ html, expected }) => {
    expect(withoutScripts(html)).toBe(expected)
  })
})

describe('isDocumentRequest', () => {
  it.each([
    { name: 'a navigation', headers: { 'sec-fetch-dest': 'document', accept: 'text/html' }, expected: true },
    { name: 'an image', headers: { 'sec-fetch-dest': 'image', accept: 'image/avif,*/*' }, expected: false },
    {
      name: 'a stylesheet asking for anything',
      headers: { 'sec-fetch-dest': 'style', accept: 'text/html,*/*' },
      expected: false,
    },
    {
      name: 'no fetch metadata, HTML accepted',
      headers: { accept: 'text/html,application/xhtml+xml' },
      expected: true,
    },
    { name: 'no fetch metadata, JSON', headers: { accept: 'application/json' }, expected: false },
  ])('$name', ({ headers, expected }) => {
    expect(isDocumentRequest(headers)).toBe(expected)
  })
})

describe('the proxy', () => {
  let app: http.Server
  let proxy: Awaited<ReturnType<typeof startHtmlOnlyProxy>>
  const seen: { url?: string; encoding?: string; language?: string }[] = []

  beforeAll(async () => {
    app = http.createServer((req, res) => {
      seen.push({ url: req.url, encoding: req.headers['accept-encoding'], language: req.headers['accept-language'] })
      if (req.url === '/media/a.svg') {
        res.writeHead(200, { 'content-type': 'image/svg+xml', 'x-kept': 'yes' })
        res.end('<svg/>')
        return
      }
      res.writeHead(200, {
        'content-type': 'text/html; charset=utf-8',
        'cross-origin-opener-policy': 'same-origin',
        etag: 'W/"1"',
      })
      res.end(
        '<!doctype html><head><script>boot()</script></head><body><h1>Chalet</h1><script type="module" src="/assets/index.js"></script></body>',
      )
    })
    await new Promise<void>((resolve) => app.listen(0, '127.0.0.1', resolve))
    const { port } = app.address() as { port: number }
    proxy = await startHtmlOnlyProxy(`http://127.0.0.1:${port}`)
  })
  afterAll(async () => {
    await proxy.close()
    await new Promise((resolve) => app.close(resolve))
  })

  it("serves a page gzipped without its scripts and with the page's own headers, asking the server for it uncompressed in the browser's language", async () => {
    const body = await new Promise<{ encoding?: string; coop?: string; etag?: string; html: string }>(
      (resolve, reject) => {
        http
          .get(
            `${proxy.url}/chalets/a`,
            { headers: { 'sec-fetch-dest': 'document', 'accept-encoding': 'gzip, br', 'accept-language': 'de-CH' } },
            (res) => {
              const chunks: Buffer[] = []
              res.on('data', (c: Buffer) => chunks.push(c))
              res.on('end', () =>
                resolve({
                  encoding: res.headers['content-encoding'],
                  coop: String(res.headers['cross-origin-opener-policy']),
                  etag: res.headers.etag,
                  html: gunzipSync(Buffer.concat(chunks)).toString(),
                }),
              )
            },
          )
          .on('error', reject)
      },
    )
    expect(body).toEqual({
      encoding: 'gzip',
      coop: 'same-origin',
      etag: undefined,
      html: '<!doctype html><head></head><body><h1>Chalet</h1></body>',
    })
    expect(seen.at(-1)).toEqual({ url: '/chalets/a', encoding: 'identity', language: 'de-CH' })
  })

  it('passes every other request to the server unchanged', async () => {
    const answer = await fetch(`${proxy.url}/media/a.svg`, { headers: { 'sec-fetch-dest': 'image' } })
    expect(answer.headers.get('x-kept')).toBe('yes')
    expect(await answer.text()).toBe('<svg/>')
  })
})
