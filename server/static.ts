import { existsSync, readFileSync, statSync } from 'node:fs'
import path from 'node:path'
import { Hono, type Context } from 'hono'
import { serveStatic } from '@hono/node-server/serve-static'
import { pathStatus } from '#domain/routing/path-status.ts'
import { isServerRendered } from '#domain/routing/server-rendered.ts'
import { publicPageOpenerPolicy } from '#domain/http/opener-policy.ts'
import type { Logger } from './lib/logger.ts'
import { errorLogFields } from './lib/error-log.ts'
import { requestHeader } from './lib/request-header.ts'
import type { PageRenderer, PageRequest } from './ssr/page-renderer.ts'
import { STYLES_PRECACHED_HEADER } from '#sw/sw-contract.ts'
import { inlineStylesheet } from './ssr/page-html.ts'

const NO_STORE = 'no-store, max-age=0'

function cacheControlFor(requestPath: string): string {
  const name = path.posix.basename(requestPath)
  if (requestPath.startsWith('/assets/')) return 'public, max-age=31536000, immutable'
  if (name === 'index.html' || name === 'sw.js' || name.endsWith('.webmanifest') || name === 'offline.html')
    return 'no-cache'
  return 'public, max-age=86400'
}

/**
 * Reads index.html once, re-reading when the build changes it; `page` is the same shell with its
 * stylesheet inlined, the template of a server-rendered page on a first visit (docs/decisions/057-inline-stylesheet.md).
 */
function shellReader(distDir: string) {
  const file = path.join(distDir, 'index.html')
  let cache: { mtimeMs: number; html: string; page: string } | undefined
  const readCss = (href: string) => {
    const css = path.join(distDir, path.posix.normalize(href))
    return href.startsWith('/assets/') && href.endsWith('.css') && existsSync(css)
      ? readFileSync(css, 'utf8')
      : undefined
  }
  return (): { html: string; page: string } | undefined => {
    if (!existsSync(file)) return undefined
    const { mtimeMs } = statSync(file)
    if (!cache || cache.mtimeMs !== mtimeMs) {
      const html = readFileSync(file, 'utf8')
      cache = { mtimeMs, html, page: inlineStylesheet(html, readCss) }
    }
    return cache
  }
}

/**
 * The built app: hashed assets with long-lived caching (precompressed .br/.gz when present),
 * generated media, and every other path answered by the route table (docs/product/routes-and-redirects.md#route-table):
 * a 301 for the redirects, 410 for old property URLs, 404 for unknown paths (noindex), and otherwise
 * the page rendered on the server (docs/decisions/045-server-rendering.md), or index.html when there
 * is no render build or the render fails. index.html itself is never cached.
 */
export function staticApp(opts: { distDir: string; mediaDir: string; pages?: PageRenderer; logger?: Logger }) {
  const readShell = shellReader(opts.distDir)
  const app = new Hono()

  app.use('/media/*', async (c, next) => {
    await next()
    if (c.res.status === 200) c.res.headers.set('Cache-Control', 'public, max-age=2592000')
  })
  app.use(
    '/media/*',
    serveStatic({
      root: opts.mediaDir,
      rewriteRequestPath: (p) => p.replace(/^\/media/, ''),
    }),
  )
  app.get('/media/*', (c) => c.text('Not found', 404))

  // cache headers go on after the file answer is made (serveStatic's onFound runs too late for that)
  app.use('*', async (c, next) => {
    await next()
    if (c.res.status === 200 && !c.res.headers.has('Cache-Control'))
      c.res.headers.set('Cache-Control', cacheControlFor(c.req.path))
  })
  app.use(
    '*',
    serveStatic({
      root: opts.distDir,
      precompressed: true,
      // directories (and "/") are app routes, answered below by the route table
      rewriteRequestPath: (p) => (p.endsWith('/') ? '/\u0000' : p),
    }),
  )
  app.get('/assets/*', (c) => c.text('Not found', 404))

  app.get('*', async (c: Context) => {
    const status = pathStatus(c.req.path)
    if (status.status === 301) {
      const query = new URL(c.req.url).search
      return c.redirect(encodeURI(status.location) + query, 301)
    }
    const shell = readShell()
    c.header('Cache-Control', NO_STORE)
    if (!shell) return c.text('The app is not built yet: run `npm run build` (npm start does it for you).', 503)
    if (opts.pages && isServerRendered(c.req.path)) {
      // the route table's 404 and 410 stand; for a page it leaves to the router, the router decides
      // the service worker has the stylesheet precached: the page links it; a first visit gets it inline
      const styles = requestHeader(c, STYLES_PRECACHED_HEADER) ? 'linked' : 'inline'
      const rendered = await renderedPage(
        c,
        opts.pages,
        styles,
        styles === 'linked' ? shell.html : shell.page,
        status.status === 200 ? undefined : status.status,
        opts.logger,
      )
      if (rendered) return rendered
    }
    if (status.status !== 200) c.header('X-Robots-Tag', 'noindex')
    return c.html(shell.html, status.status)
  })
  return app
}

/** The server-rendered page as the answer, or undefined to answer with the shell. */
async function renderedPage(
  c: Context,
  pages: PageRenderer,
  styles: PageRequest['styles'],
  template: string,
  tableStatus: 404 | 410 | undefined,
  logger: Logger | undefined,
): Promise<Response | undefined> {
  try {
    const cookies = requestHeader(c, 'cookie') ?? ''
    const page = await pages.render(
      {
        url: c.req.url,
        cookies,
        acceptLanguage: requestHeader(c, 'accept-language') ?? null,
        acceptEncoding: requestHeader(c, 'accept-encoding') ?? null,
        styles,
      },
      template,
    )
    if (!page) return undefined
    // a header carries ASCII only: the router's address may hold an umlaut (the German SEO pages)
    if (page.kind === 'redirect') return c.redirect(page.location.replace(/[^ -~]+/g, encodeURIComponent), page.status)
    const statusCode = tableStatus ?? page.status
    // revalidated on every visit (a new build or catalogue change makes a new page)
    c.header('Cache-Control', 'no-cache')
    c.header('Vary', `Cookie, Accept-Language, Accept-Encoding, ${STYLES_PRECACHED_HEADER}`)
    c.header('ETag', page.etag)
    // an anonymous visitor's public page without the opener policy of every other answer (its
    // browser would start a second renderer for it): decision 073
    c.header('Cross-Origin-Opener-Policy', publicPageOpenerPolicy(cookies))
    if (statusCode !== 200) c.header('X-Robots-Tag', 'noindex')
    if (requestHeader(c, 'if-none-match') === page.etag) return c.body(null, 304)
    c.header('Content-Type', 'text/html; charset=UTF-8')
    if (page.encoding) c.header('Content-Encoding', page.encoding)
    return c.body(page.body as Uint8Array<ArrayBuffer>, statusCode)
  } catch (error) {
    // never a 500 for a page: the shell renders it in the browser
    logger?.error('server render failed', { path: c.req.path, ...errorLogFields(error) })
    return undefined
  }
}
