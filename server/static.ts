import { existsSync, readFileSync, statSync } from 'node:fs'
import path from 'node:path'
import { Hono, type Context } from 'hono'
import { serveStatic } from '@hono/node-server/serve-static'
import { pathStatus } from '#domain/routing/path-status.ts'

const NO_STORE = 'no-store, max-age=0'

function cacheControlFor(requestPath: string): string {
  const name = path.posix.basename(requestPath)
  if (requestPath.startsWith('/assets/')) return 'public, max-age=31536000, immutable'
  if (name === 'index.html' || name === 'sw.js' || name.endsWith('.webmanifest') || name === 'offline.html') return 'no-cache'
  return 'public, max-age=86400'
}

/** Reads index.html once, re-reading when the build changes it. */
function shellReader(distDir: string) {
  const file = path.join(distDir, 'index.html')
  let cache: { mtimeMs: number; html: string } | undefined
  return (): string | undefined => {
    if (!existsSync(file)) return undefined
    const { mtimeMs } = statSync(file)
    if (!cache || cache.mtimeMs !== mtimeMs) cache = { mtimeMs, html: readFileSync(file, 'utf8') }
    return cache.html
  }
}

/**
 * The built app: hashed assets with long-lived caching (precompressed .br/.gz when present),
 * generated media, and every other path answered by the route table (docs/product/routes-and-redirects.md#route-table):
 * a 301 for the redirects, 410 for old property URLs, 404 for unknown paths (noindex), index.html otherwise.
 * index.html itself is never cached.
 */
export function staticApp(opts: { distDir: string; mediaDir: string }) {
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
    if (c.res.status === 200 && !c.res.headers.has('Cache-Control')) c.res.headers.set('Cache-Control', cacheControlFor(c.req.path))
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

  app.get('*', (c: Context) => {
    const status = pathStatus(c.req.path)
    if (status.status === 301) {
      const query = new URL(c.req.url).search
      return c.redirect(encodeURI(status.location) + query, 301)
    }
    const html = readShell()
    c.header('Cache-Control', NO_STORE)
    if (!html) return c.text('The app is not built yet: run `npm run build` (npm start does it for you).', 503)
    if (status.status !== 200) c.header('X-Robots-Tag', 'noindex')
    return c.html(html, status.status)
  })
  return app
}
