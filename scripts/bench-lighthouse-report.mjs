// What the bench reads from a Lighthouse result and how it prints it: the figures of one run, the
// median run of a page, and the table beside the goals (the storefront's in README.md's figures; the
// signed-in pages' the same numbers). Shared by scripts/bench-lighthouse.mjs and scripts/bench-signed-in.mjs.
import { writeFileSync } from 'node:fs'
import path from 'node:path'

export const LONG_TASK_MS = 200
export const GOALS = { score: 95, lcpMs: 1500, tbtMs: 150, cls: 0.02, category: 100 }

/** The figures of one Lighthouse result (lhr). */
export function figuresOf(lhr) {
  const audit = (id) => lhr.audits[id]
  const category = (id) => (lhr.categories[id]?.score == null ? NaN : Math.round(lhr.categories[id].score * 100))
  const details = audit('long-tasks')?.details
  const tasks = details?.debugData?.tasks ?? details?.items ?? []
  const durations = tasks.map((t) => Number(t.duration)).filter(Number.isFinite)
  return {
    score: category('performance'),
    lcpMs: audit('largest-contentful-paint')?.numericValue ?? NaN,
    tbtMs: audit('total-blocking-time')?.numericValue ?? NaN,
    cls: audit('cumulative-layout-shift')?.numericValue ?? NaN,
    accessibility: category('accessibility'),
    seo: category('seo'),
    bestPractices: category('best-practices'),
    longTasksOver: durations.filter((d) => d > LONG_TASK_MS).length,
    longestTaskMs: durations.length ? Math.max(...durations) : 0,
    warnings: [lhr.runtimeError?.message, ...(lhr.runWarnings ?? [])].filter(Boolean),
  }
}

/** The median among the runs that produced a score (a run can fail, e.g. a protocol timeout on a busy machine). */
export function medianRun(lhrs) {
  const all = lhrs.map((lhr) => ({ lhr, f: figuresOf(lhr) }))
  const scored = all.filter((r) => Number.isFinite(r.f.score)).sort((a, b) => a.f.score - b.f.score)
  return { all, median: scored.length ? scored[Math.floor((scored.length - 1) / 2)] : all[0] }
}

/** Writes a page's median report to `dir`/`prefix``page name`.json (open it with the Lighthouse viewer). */
export function writeReport(dir, prefix, name, lhr) {
  const slug = name.replace(/[^a-z0-9]+/gi, '-').replace(/^-|-$/g, '') || 'landing'
  writeFileSync(path.join(dir, `${prefix}${slug}.json`), JSON.stringify(lhr))
}

const ok = (pass) => (pass ? '✔' : '✘')
export const seconds = (ms) => (Number.isFinite(ms) ? `${(ms / 1000).toFixed(1)} s` : 'n/a')
export const millis = (ms) => (Number.isFinite(ms) ? `${Math.round(ms)} ms` : 'n/a')
export const num = (n) => (Number.isFinite(n) ? String(n) : 'n/a')

const category = (head, key) => ({
  head,
  goal: String(GOALS.category),
  cell: (f) => `${num(f[key])} ${ok(f[key] >= GOALS.category)}`,
})

/** The table's columns after the page's name, each with its head, its goal and the cell of a run's figures. */
export const COLUMNS = {
  perf: { head: 'perf', goal: `≥ ${GOALS.score}`, cell: (f) => `${num(f.score)} ${ok(f.score >= GOALS.score)}` },
  lcp: {
    head: 'LCP',
    goal: `≤ ${GOALS.lcpMs / 1000} s`,
    cell: (f) => `${seconds(f.lcpMs)} ${ok(f.lcpMs <= GOALS.lcpMs)}`,
  },
  tbt: { head: 'TBT', goal: `≤ ${GOALS.tbtMs} ms`, cell: (f) => `${millis(f.tbtMs)} ${ok(f.tbtMs <= GOALS.tbtMs)}` },
  cls: {
    head: 'CLS',
    goal: `≤ ${GOALS.cls}`,
    cell: (f) => `${Number.isFinite(f.cls) ? f.cls.toFixed(3) : 'n/a'} ${ok(f.cls <= GOALS.cls)}`,
  },
  a11y: category('a11y', 'accessibility'),
  seo: category('SEO', 'seo'),
  bestPractices: category('best pr.', 'bestPractices'),
  tasks: {
    head: `tasks >${LONG_TASK_MS} ms`,
    goal: '0',
    cell: (f) => `${f.longTasksOver} ${ok(f.longTasksOver === 0)}`,
  },
  longest: {
    head: 'longest task',
    goal: `≤ ${LONG_TASK_MS} ms`,
    cell: (f) => `${millis(f.longestTaskMs)} ${ok(f.longestTaskMs <= LONG_TASK_MS)}`,
  },
}

/** Prints the pages' median figures (`[name, figures]` rows) in `columns`, with the goals as the last row. */
export function printTable(rows, columns) {
  const head = ['page', ...columns.map((c) => c.head)]
  const goal = ['goal', ...columns.map((c) => c.goal)]
  const all = [head, ...rows.map(([name, f]) => [name, ...columns.map((c) => c.cell(f))]), goal]
  const widths = head.map((_, i) => Math.max(...all.map((r) => r[i].length)))
  for (const r of all)
    console.log(`  ${r.map((c, i) => (i === 0 ? c.padEnd(widths[i]) : c.padStart(widths[i]))).join('  ')}`)
}
