// Server rendering of never-seen property pages in the render worker pool against in the process
// (docs/decisions/144-render-worker-pool.md): the built server on the demo catalogue, started once with
// RENDER_THREADS=0 (one render at a time in the main thread, as before) and once with the pool (the default: a
// thread per core, or BENCH_RENDER_THREADS), 50 connections, every request a page not in the cache (the property
// pages in turn, each with a query parameter the page ignores). Requests/s and p99 side by side; an answer that
// is the shell (a render that failed or timed out falls back to it) is counted apart, so a fast fallback never
// passes for a render.
import { readFileSync, readdirSync } from 'node:fs'
import { availableParallelism } from 'node:os'
import path from 'node:path'
import autocannon from 'autocannon'
import { MiB, memoryOf, startServer } from './bench-pages.mjs'

function run(opts) {
  return new Promise((resolve, reject) =>
    autocannon({ connections: 50, ...opts }, (err, result) => (err ? reject(err) : resolve(result))),
  )
}

/** The property pages linked from /search, in the server's own words. */
async function propertyPaths(baseUrl) {
  const html = await (await fetch(`${baseUrl}/search`, { headers: { 'accept-language': 'en' } })).text()
  const paths = new Set(
    [...html.matchAll(/href="(\/[a-z-]+\/[a-z-]+\/[a-z0-9-]+\/[a-z0-9-]+)"/g)].map((match) => match[1]),
  )
  if (!paths.size) throw new Error('bench-render-pool: no property link on /search')
  return [...paths]
}

/** CPU seconds a process has used (user + system), from /proc/<pid>/stat (Linux), and per thread by its name. */
function cpuOf(pid) {
  const seconds = (stat) => {
    const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ')
    return (Number(fields[11]) + Number(fields[12])) / 100 // utime, stime in clock ticks (USER_HZ 100)
  }
  try {
    const threads = {}
    for (const tid of readdirSync(`/proc/${pid}/task`)) {
      const stat = readFileSync(`/proc/${pid}/task/${tid}/stat`, 'utf8')
      const name = tid === String(pid) ? 'main' : stat.slice(stat.indexOf('(') + 1, stat.lastIndexOf(')'))
      threads[`${name} ${tid}`] = seconds(stat)
    }
    return { total: seconds(readFileSync(`/proc/${pid}/stat`, 'utf8')), threads }
  } catch {
    return { total: NaN, threads: {} }
  }
}

/** The threads that worked most between two cpuOf readings, as "name: cores". */
function busiestThreads(before, after, seconds) {
  return Object.entries(after.threads)
    .map(([thread, used]) => [thread.replace(/ \d+$/, ''), (used - (before.threads[thread] ?? 0)) / seconds])
    .filter(([, cores]) => cores >= 0.05)
    .sort((a, b) => b[1] - a[1])
    .map(([name, cores]) => `${name} ${cores.toFixed(2)}`)
    .join(', ')
}

/** One load run of never-seen pages; `rendered` and `shells` count the answers by kind. */
async function neverSeen(baseUrl, paths, { duration, title, tag }) {
  let n = 0
  const counts = { rendered: 0, shells: 0 }
  const result = await run({
    url: baseUrl,
    duration,
    title,
    // identity, so that the answer's text can be read: a rendered page carries its state block, the shell none
    headers: { 'accept-language': 'en' },
    requests: [
      {
        setupRequest: (request) => {
          n++
          return { ...request, path: `${paths[n % paths.length]}?${tag}=${n}` }
        },
        onResponse: (status, body) => {
          if (status !== 200) return
          if (body.includes('id="lds-page-state"')) counts.rendered++
          else counts.shells++
        },
      },
    ],
  })
  return { result, ...counts }
}

export async function renderPoolFigures({ duration, row }) {
  const dataDir = path.resolve('.bench', 'data-render-pool')
  const port = Number(process.env.BENCH_RENDER_POOL_PORT ?? 3912)
  const baseUrl = `http://127.0.0.1:${port}`
  const poolThreads = Number(process.env.BENCH_RENDER_THREADS ?? availableParallelism())
  const figures = []
  for (const [label, threads] of [
    ['in the process (RENDER_THREADS=0)', 0],
    [`worker pool (RENDER_THREADS=${poolThreads})`, poolThreads],
  ]) {
    // another server on the port would answer the health check in this one's place
    if (
      await fetch(`${baseUrl}/api/health`).then(
        () => true,
        () => false,
      )
    )
      throw new Error(`bench-render-pool: port ${port} is taken (BENCH_RENDER_POOL_PORT chooses another)`)
    // the demo catalogue; the directory is seeded by the first start and kept
    const { server, stop } = await startServer({
      dataDir,
      port,
      env: { APP_ENV: 'demo', RENDER_THREADS: String(threads) },
    })
    try {
      const paths = await propertyPaths(baseUrl)
      // warm-up: the render module loaded (in every worker), the catalogue's snapshot read
      await neverSeen(baseUrl, paths, { duration: 2, title: 'warm-up', tag: `warm${threads}` })
      // the renders the warm-up's last requests asked for still run after autocannon has gone: one more page,
      // queued behind them, answers once they are done
      await fetch(`${baseUrl}${paths[0]}?drained=${threads}`)
      const before = cpuOf(server.pid)
      const started = performance.now()
      const run = await neverSeen(baseUrl, paths, { duration, title: label, tag: `visit${threads}` })
      const seconds = (performance.now() - started) / 1000
      const after = cpuOf(server.pid)
      figures.push({
        label,
        ...run,
        cores: (after.total - before.total) / seconds,
        busiest: busiestThreads(before, after, seconds),
        rss: memoryOf(server.pid).rss,
      })
    } finally {
      await stop()
    }
  }
  console.log(
    `\nserver rendering of never-seen property pages, 50 connections, ${duration} s each, ${availableParallelism()} cores`,
  )
  for (const { label, result, rendered, shells, cores, busiest, rss } of figures) {
    console.log(row(label, result))
    console.log(
      `    the server used ${cores.toFixed(2)} cores (busiest threads: ${busiest}), RSS after the run ${MiB(rss)}`,
    )
    const other = result.non2xx + result.errors + result.timeouts
    const statuses = Object.entries(result.statusCodeStats ?? {})
      .filter(([code]) => code !== '200')
      .map(([code, { count }]) => `${count}× ${code}`)
    console.log(
      `    ${rendered} rendered pages${shells ? `, ${shells} answered with the shell (render failed or timed out)` : ''}${other ? `, ${other} non-2xx, errors or time-outs (${[...statuses, `${result.errors} errors`, `${result.timeouts} time-outs`].join(', ')})` : ''}`,
    )
  }
  const [here, pool] = figures
  const ratio = pool.rendered / duration / (here.rendered / duration)
  console.log(
    `  pool / in the process, rendered pages per second: ${ratio.toFixed(2)}x; p99 ${pool.result.latency.p99} ms against ${here.result.latency.p99} ms`,
  )
}
