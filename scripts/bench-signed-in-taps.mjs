// The taps and the typing that matter on the signed-in pages, at 4x CPU on the phone, in the signed-in
// browser (scripts/bench-signed-in.mjs): each page loaded at full speed until its content is there,
// then slowed 4x, then the person's action over plain CDP. Interaction to Next Paint from the page's
// own Event Timing entries (scripts/bench-interaction.mjs); typing one key every 150 ms, the longest
// entry or long task of each key. Median of BENCH_TAP_RUNS runs (default 3), a fresh load each.
import { evaluate } from './cdp-client.mjs'
import { RENDERED, openTab, pageNow, pressKey, sleep, tap, throttle, timingSince, waitFor } from './cdp-page.mjs'
import { inpOf, median, perKeyWorst } from './bench-interaction.mjs'
import { ENQUIRE, RATE, RATE_CHOSEN, RATE_LABEL, SEARCH_DESTINATION } from './bench-signed-in-pages.mjs'

export const INP_GOAL_MS = 200
export const KEY_GOAL_MS = 50
const KEY_GAP_MS = 150
/** time for the next paint and the observer's report after an action */
const SETTLE_MS = 1200
const CLIENT_NAME = 'Vasseur'

const DESTINATION = 'form[role="search"] [name="destination"]'
const SEARCH = 'form[role="search"] button[type="submit"]'
const STATUS_FILTER = 'select[id$="-status"]'
const CLIENT_FILTER = 'input[type="search"][id$="-client"]'
const COMPOSER = 'textarea.chat-composer__text'
const SEND = 'button.chat-composer__send'
const CHAT_LINE = 'Could you hold the suite until Friday?'

/** Types `text` into the focused element one key every KEY_GAP_MS; the page times at which each key went down. */
async function typeSlowly(cdp, sessionId, text) {
  const starts = []
  for (const char of text) {
    starts.push(await pageNow(cdp, sessionId))
    await pressKey(cdp, sessionId, char, { code: /[a-z]/i.test(char) ? `Key${char.toUpperCase()}` : '', text: char })
    await sleep(KEY_GAP_MS)
  }
  return starts
}

/** Focuses `selector`, types `text`, and gives the longest entry or long task of each key. */
async function typing(cdp, sessionId, selector, text) {
  await evaluate(cdp, sessionId, `document.querySelector(${JSON.stringify(selector)}).focus(); true`)
  await sleep(300)
  const starts = await typeSlowly(cdp, sessionId, text)
  await sleep(SETTLE_MS)
  const { events, tasks } = await timingSince(cdp, sessionId, starts[0])
  return perKeyWorst(starts, events, tasks)
}

/** Taps `selector`, waits for `done` (an expression), and gives the INP of that tap. */
async function tapInp(cdp, sessionId, selector, done = 'true') {
  const since = await pageNow(cdp, sessionId)
  await tap(cdp, sessionId, selector)
  await waitFor(cdp, sessionId, done, 30_000)
  await sleep(SETTLE_MS)
  return inpOf((await timingSince(cdp, sessionId, since)).events)
}

/**
 * The scenarios, per page name: on /hotels a destination typed into the search and Search; on a
 * hotel page with a period a room's Enquire and a rate chosen in its dialog; on the dashboard a
 * status chosen from the keyboard (a native select's list is the system's, not the page's) and a
 * client name typed into its filter; in a chat channel a line typed into the composer and Send (until
 * the message is in the log). Each gives its INP and typing figures by name.
 */
const SCENARIOS = {
  '/hotels': async (cdp, sessionId) => {
    const keys = await typing(cdp, sessionId, DESTINATION, SEARCH_DESTINATION)
    const chosen = await evaluate(cdp, sessionId, `document.querySelector(${JSON.stringify(DESTINATION)}).value`)
    if (chosen !== SEARCH_DESTINATION) throw new Error(`typing chose "${chosen}", not ${SEARCH_DESTINATION}`)
    return {
      typing: { [`destination "${SEARCH_DESTINATION}"`]: keys },
      inp: { Search: await tapInp(cdp, sessionId, SEARCH) },
    }
  },
  'hotel page': async (cdp, sessionId) => {
    const enquire = await tapInp(cdp, sessionId, ENQUIRE, `!!${RATE}`)
    const choose = await tapInp(cdp, sessionId, RATE_LABEL, RATE_CHOSEN)
    return { inp: { 'Enquire (the offers dialog)': enquire, 'choose a rate': choose }, typing: {} }
  },
  '/partner/dashboard': async (cdp, sessionId) => {
    await evaluate(cdp, sessionId, `document.querySelector(${JSON.stringify(STATUS_FILTER)}).focus(); true`)
    const since = await pageNow(cdp, sessionId)
    await pressKey(cdp, sessionId, 'ArrowDown', { keyCode: 40 })
    await waitFor(cdp, sessionId, `location.search.includes('status=')`, 30_000)
    await sleep(SETTLE_MS)
    const status = inpOf((await timingSince(cdp, sessionId, since)).events)
    const keys = await typing(cdp, sessionId, CLIENT_FILTER, CLIENT_NAME)
    return { inp: { 'a status filter': status }, typing: { [`client "${CLIENT_NAME}"`]: keys } }
  },
  'chat channel': async (cdp, sessionId) => {
    const keys = await typing(cdp, sessionId, COMPOSER, CHAT_LINE)
    const count = `document.querySelectorAll('.chat-log .chat-message').length`
    const before = await evaluate(cdp, sessionId, count)
    const send = await tapInp(cdp, sessionId, SEND, `${count} > ${before}`)
    return { inp: { 'Send a message': send }, typing: { 'a message line': keys } }
  },
}

/** One run of a page's scenario in a new tab: loaded at full speed, then 4x for the action. */
async function runOnce(cdp, page, origin) {
  await origin.fresh()
  await page.prepare?.(origin, cdp)
  const tab = await openTab(cdp, { observe: 'timing' })
  try {
    await cdp.send('Page.navigate', { url: page.url }, tab.sessionId)
    await waitFor(cdp, tab.sessionId, `${RENDERED} && (${page.ready})`, 60_000)
    await sleep(1000)
    await throttle(cdp, tab.sessionId, 4)
    await sleep(500)
    return await SCENARIOS[page.name](cdp, tab.sessionId)
  } finally {
    await tab.close()
  }
}

const ok = (pass) => (pass ? '✔' : '✘')

/**
 * The scenarios of the pages among `pages` that have one, `runs` times each: the INP of each
 * tap and the worst key of each typing (median over the runs, each run's in brackets), as lines to print.
 */
export async function tapFigures(cdp, pages, origin, { runs = Number(process.env.BENCH_TAP_RUNS ?? 3) } = {}) {
  const lines = []
  const typingLines = []
  for (const page of pages.filter((p) => SCENARIOS[p.name])) {
    const results = []
    for (let i = 0; i < runs; i++) results.push(await runOnce(cdp, page, origin))
    for (const name of Object.keys(results[0].inp)) {
      const values = results.map((r) => r.inp[name])
      const inp = median(values)
      lines.push(
        `  ${`${page.name}: ${name}`.padEnd(48)} INP ${String(Math.round(inp)).padStart(4)} ms (${values.map(Math.round).join(' ')}) ${ok(inp <= INP_GOAL_MS)}`,
      )
    }
    for (const name of Object.keys(results[0].typing)) {
      const perRun = results.map((r) => r.typing[name])
      const worst = perRun.map((keys) => Math.max(0, ...keys))
      const middle = perRun[worst.indexOf(median(worst))]
      typingLines.push(
        `  ${`${page.name}: ${name}`.padEnd(48)} worst key ${String(Math.round(median(worst))).padStart(4)} ms (${worst.map(Math.round).join(' ')}) ${ok(median(worst) <= KEY_GOAL_MS)}; per key, the median run: ${middle.map(Math.round).join(' ')}`,
      )
    }
  }
  const out = []
  if (lines.length)
    out.push(
      `\n  Interaction to Next Paint of the scripted taps, signed in, at 4x CPU on the phone (median of ${runs}; goal ≤ ${INP_GOAL_MS} ms):`,
      ...lines,
    )
  if (typingLines.length)
    out.push(
      `  Typing one key every ${KEY_GAP_MS} ms at 4x CPU: the longest event or long task per key (median of ${runs}; goal ≤ ${KEY_GOAL_MS} ms a key):`,
      ...typingLines,
    )
  return out
}
