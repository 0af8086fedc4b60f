// A proxy in front of the app's server that serves its pages without their scripts: the page as the
// browser paints it before any code of ours runs (the server's HTML, its inline critical CSS, its
// images, and its own headers). The Lighthouse step measures the property page through it: what this
// machine's browser alone costs for the page (a new process when the page's opener policy asks for
// one, the commit, the HTML's parse, style, fonts and first layout: decision 072). Whatever TBT that
// gives, no change to our scripts can bring the page below it on the same machine.
// Every other request (images, stylesheets) is passed to the server unchanged.
import http from 'node:http'
import { gzipSync } from 'node:zlib'

/** The headers that describe the server's body, which the proxy replaces. */
const BODY_HEADERS = new Set([
  'content-length',
  'content-encoding',
  'transfer-encoding',
  'etag',
  'connection',
  'keep-alive',
])

const SCRIPT_ELEMENT = /<script\b[^>]*>[\s\S]*?<\/script\s*>/gi

/** The HTML without its script elements: inline, external, module and data scripts alike. */
export function withoutScripts(html) {
  return html.replace(SCRIPT_ELEMENT, '')
}

/** A document request (a navigation), as opposed to a subresource's. */
export function isDocumentRequest(headers) {
  const dest = headers['sec-fetch-dest']
  if (dest) return dest === 'document'
  return String(headers.accept ?? '').includes('text/html')
}

/**
 * Starts the proxy on a free local port in front of `target` (the server's origin, e.g.
 * http://127.0.0.1:3904). A page is fetched uncompressed, its scripts are taken out, and it is sent
 * gzipped when the browser accepts it (so its transfer size stays close to the real page's).
 */
export async function startHtmlOnlyProxy(target) {
  const origin = new URL(target)
  const server = http.createServer((req, res) => {
    if (req.method === 'GET' && isDocumentRequest(req.headers)) void servePage(req, res, origin)
    else passThrough(req, res, origin)
  })
  await new Promise((resolve) => server.listen(0, '127.0.0.1', resolve))
  const { port } = server.address()
  return {
    url: `http://127.0.0.1:${port}`,
    close: () => new Promise((resolve) => server.close(() => resolve())),
  }
}

async function servePage(req, res, origin) {
  try {
    const headers = { accept: 'text/html', 'accept-encoding': 'identity' }
    for (const name of ['accept-language', 'user-agent', 'cookie'])
      if (req.headers[name]) headers[name] = req.headers[name]
    const answer = await fetch(new URL(req.url, origin), { headers, redirect: 'manual' })
    const html = withoutScripts(await answer.text())
    const gzip = String(req.headers['accept-encoding'] ?? '').includes('gzip')
    const body = gzip ? gzipSync(html) : Buffer.from(html)
    // the page's own headers (its security headers among them: Cross-Origin-Opener-Policy decides
    // whether the browser starts a new process for it), but for the body's length and encoding
    const out = Object.fromEntries([...answer.headers].filter(([name]) => !BODY_HEADERS.has(name)))
    out['content-length'] = body.length
    if (gzip) out['content-encoding'] = 'gzip'
    res.writeHead(answer.status, out)
    res.end(body)
  } catch (error) {
    res.writeHead(502, { 'content-type': 'text/plain' })
    res.end(`proxy: ${error instanceof Error ? error.message : String(error)}`)
  }
}

function passThrough(req, res, origin) {
  const upstream = http.request(
    {
      hostname: origin.hostname,
      port: origin.port,
      path: req.url,
      method: req.method,
      headers: { ...req.headers, host: origin.host },
    },
    (answer) => {
      res.writeHead(answer.statusCode ?? 502, answer.headers)
      answer.pipe(res)
    },
  )
  upstream.on('error', (error) => {
    if (!res.headersSent) res.writeHead(502, { 'content-type': 'text/plain' })
    res.end(`proxy: ${error.message}`)
  })
  req.pipe(upstream)
}
