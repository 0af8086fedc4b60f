// The initial JS of the landing and a property page, as a browser loads them: the built server on
// a fresh demo database, headless Chromium opens the page at phone and desktop size and waits until
// the network is idle (no scrolling, no clicks), and every script it fetched from /assets/ is
// counted with its gzip size from dist/. Lazy chunks a page pulls in on its own (the route chunks,
// the theming) count; the map, which loads only when scrolled into view, must not appear. The same
// count for a signed-in person's pages is signedInJsFigures (used by scripts/bench-signed-in.mjs).
import { spawn, spawnSync } from 'node:child_process'
import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { gzipSync } from 'node:zlib'
import { chromium } from 'playwright-core'
import { launchChromium } from './chromium.mjs'
import { SERVER_NODE_FLAGS } from './server-node-flags.mjs'

const KiB = (n) => `${(n / 1024).toFixed(1)} KiB`
const GOAL = 120 * 1024
const SIZES = { phone: { width: 390, height: 844 }, desktop: { width: 1440, height: 900 } }

/** Builds the app (npm run build) when dist/ or dist-server/ is missing; the bench measures the build. */
export function ensureBuild() {
  if (!existsSync('dist/index.html') || !existsSync('dist-server/main.js')) {
    console.log('building the app first…')
    if (spawnSync('npm', ['run', 'build'], { stdio: 'inherit' }).status !== 0) process.exit(1)
  }
}

export async function waitFor(url, timeoutMs = 180_000) {
  const deadline = Date.now() + timeoutMs
  while (Date.now() < deadline) {
    try {
      if ((await fetch(url)).ok) return
    } catch {
      /* not up yet */
    }
    await new Promise((r) => setTimeout(r, 100))
  }
  throw new Error(`timeout waiting for ${url}`)
}

/**
 * Starts the compiled server (dist-server/main.js) on `dataDir` and waits until /api/health answers.
 * `startMs` is the time from spawn until that first healthy answer (on an empty directory this
 * includes creating, migrating and seeding the database).
 */
export async function startServer({
  dataDir,
  port,
  env = {},
  stdio = ['ignore', 'ignore', 'inherit'],
  timeoutMs = 600_000,
}) {
  const started = performance.now()
  const server = spawn(process.execPath, [...SERVER_NODE_FLAGS, 'dist-server/main.js'], {
    env: { ...process.env, PORT: String(port), DATA_DIR: dataDir, LOG_LEVEL: 'error', HOST: '127.0.0.1', ...env },
    stdio,
  })
  const exited = new Promise((r) => server.once('exit', r))
  const stop = async () => {
    if (server.exitCode === null && server.signalCode === null) server.kill('SIGTERM')
    await exited
  }
  try {
    await Promise.race([
      waitFor(`http://127.0.0.1:${port}/api/health`, timeoutMs),
      exited.then((code) => Promise.reject(new Error(`the server exited (${code}) before /api/health answered`))),
    ])
  } catch (error) {
    await stop()
    throw error
  }
  return { server, startMs: performance.now() - started, stop }
}

/** Resident memory of a process from /proc/<pid>/status (Linux): current (VmRSS) and peak (VmHWM), in bytes. */
export function memoryOf(pid) {
  try {
    const status = readFileSync(`/proc/${pid}/status`, 'utf8')
    const kib = (key) => Number(new RegExp(`^${key}:\\s+(\\d+) kB`, 'm').exec(status)?.[1] ?? NaN) * 1024
    return { rss: kib('VmRSS'), peak: kib('VmHWM') }
  } catch {
    return { rss: NaN, peak: NaN }
  }
}

export const MiB = (n) => (Number.isFinite(n) ? `${(n / 1024 / 1024).toFixed(0)} MiB` : 'n/a')

/**
 * The scripts from /assets/ a page loads until the network is idle, with their gzip sizes from dist/.
 * `prepare` runs first in the same context (e.g. a sign-in in another tab).
 */
async function scriptsOf(browser, url, size, prepare) {
  const context = await browser.newContext({ viewport: size, serviceWorkers: 'block' })
  if (prepare) await prepare(context)
  const page = await context.newPage()
  const scripts = new Set()
  page.on('response', (response) => {
    const { pathname } = new URL(response.url())
    if (pathname.startsWith('/assets/') && pathname.endsWith('.js')) scripts.add(pathname)
  })
  await page.goto(url, { waitUntil: 'networkidle' })
  await page.waitForTimeout(1000)
  await context.close()
  const sizes = [...scripts].map((file) => [file, gzipSync(readFileSync(path.join('dist', file))).length])
  if (process.env.BENCH_PAGES_LIST)
    for (const [file, bytes] of [...sizes].sort((a, b) => b[1] - a[1]))
      console.log(`    ${KiB(bytes).padStart(10)}  ${file}`)
  return { total: sizes.reduce((sum, [, bytes]) => sum + bytes, 0), scripts: [...scripts] }
}

export async function pageFigures() {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'lds-bench-pages-'))
  const port = Number(process.env.BENCH_PAGES_PORT ?? 3903)
  const base = `http://127.0.0.1:${port}`
  const { stop, startMs } = await startServer({ dataDir, port, env: { DEMO_ACCOUNTS: 'off' } })
  console.log(
    `\nserver start on a fresh data directory (create, migrate, seed the demo catalogue): ${(startMs / 1000).toFixed(1)} s until /api/health`,
  )
  let browser
  try {
    browser = await launchChromium(chromium)
    const search = await (
      await fetch(`${base}/api/property-search?city=${encodeURIComponent('Courchevel 1850')}`)
    ).json()
    const propertyPath = search.results[0].path
    const pages = [
      ['landing /', `${base}/`],
      ['property page (B2C)', `${base}${propertyPath}?brand=consumer`],
      ['property page (B2B)', `${base}${propertyPath}`],
    ]
    console.log('\nInitial JS as the browser loads it (gzip, until the network is idle; goal ≤ 120 KiB each)')
    let ok = true
    for (const [name, url] of pages) {
      for (const [sizeName, size] of Object.entries(SIZES)) {
        const { total, scripts } = await scriptsOf(browser, url, size)
        const map = scripts.some((s) => /maplibre|property-map/.test(s))
        ok &&= total <= GOAL && !map
        console.log(
          `  ${`${name}, ${sizeName}`.padEnd(34)} ${KiB(total).padStart(10)}  ${scripts.length} scripts${map ? '  (map loaded!)' : ''}  ${total <= GOAL && !map ? 'OK' : 'OVER'}`,
        )
      }
    }
    return ok
  } finally {
    await browser?.close()
    await stop()
    rmSync(dataDir, { recursive: true, force: true })
  }
}

/** Signs the page in through the real login page of the embedded provider as `email` (a demo account). */
export async function signIn(page, base, email) {
  await page.goto(`${base}/signin?returnTo=${encodeURIComponent('/user')}`)
  await page.locator('#email').waitFor({ timeout: 20_000 })
  await page.fill('#email', email)
  await page.fill('#password', process.env.DEMO_PASSWORD ?? 'lds-demo-2026')
  await page.click('form.auth__form button[type="submit"]')
  await page.waitForURL((url) => url.pathname === '/user', { timeout: 30_000 })
}

/**
 * The JS a signed-in person's browser loads until idle on each of `pages` ({ name, url, goal }, the
 * goal in bytes of gzip) at phone and desktop size: the sign-in happens first in the same context
 * (the scripts of the login page are not counted), then the page is opened in a fresh tab. Prints a
 * line per page and size; true when every one is within its goal.
 */
export async function signedInJsFigures(browser, base, email, pages) {
  let ok = true
  for (const { name, url, goal } of pages) {
    for (const [sizeName, size] of Object.entries(SIZES)) {
      const { total, scripts } = await scriptsOf(browser, url, size, async (context) =>
        signIn(await context.newPage(), base, email),
      )
      ok &&= total <= goal
      console.log(
        (process.env.BENCH_LIST_SCRIPTS ? `${scripts.join('\n')}\n` : '') +
          `  ${`${name}, ${sizeName}`.padEnd(34)} ${KiB(total).padStart(10)}  ${scripts.length} scripts  ${total <= goal ? 'OK' : 'OVER'} (goal ≤ ${KiB(goal)})`,
      )
    }
  }
  return ok
}
