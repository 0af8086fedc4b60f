// A page driven over plain CDP (scripts/cdp-client.mjs) for the bench's browser-measured steps: a tab
// in a browser context, the phone it emulates, the long-task and Event Timing observers, a load
// measured by its long tasks, and the taps and keys a person gives. No DevTools domain's events are
// enabled (docs/decisions/072-the-machines-floor.md, its last amendment): `Page.enable` only lets
// the observers run in each new document.
import { evaluate } from './cdp-client.mjs'
import { blockingOf } from './bench-interaction.mjs'

export const PHONE = { width: 412, height: 823, deviceScaleFactor: 1.75, mobile: true }
export const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms))

const OBSERVE_LONG_TASKS = `window.__longTasks = [];
new PerformanceObserver((list) => { for (const entry of list.getEntries()) window.__longTasks.push(entry.duration) }).observe({ type: 'longtask', buffered: true })`

/** The long tasks and the Event Timing entries (16 ms and longer) with their start times, for taps and typing. */
const OBSERVE_TIMING = `window.__timing = { tasks: [], events: [] };
new PerformanceObserver((list) => { for (const e of list.getEntries()) window.__timing.tasks.push({ startTime: e.startTime, duration: e.duration }) }).observe({ type: 'longtask', buffered: true });
new PerformanceObserver((list) => { for (const e of list.getEntries()) window.__timing.events.push({ name: e.name, startTime: e.startTime, duration: e.duration, interactionId: e.interactionId ?? 0 }) }).observe({ type: 'event', durationThreshold: 16, buffered: true })`

export async function waitFor(cdp, sessionId, expression, timeoutMs) {
  const end = Date.now() + timeoutMs
  while (!(await evaluate(cdp, sessionId, expression).catch(() => false))) {
    if (Date.now() > end) throw new Error(`timed out waiting for ${expression}`)
    await sleep(50)
  }
}

/** The app has rendered in the browser (server-rendered and hydrated, or rendered by the client). */
export const RENDERED = `location.href !== 'about:blank' && document.readyState === 'complete' && document.documentElement.dataset.render !== undefined`

/**
 * A new tab (in `browserContextId`, else the browser's default context, where a sign-in is kept),
 * attached: `observe` 'long-tasks' or 'timing' installs that observer in every document it opens;
 * `phone` emulates the bench's phone (412×823, touch).
 */
export async function openTab(cdp, { browserContextId, observe, phone = true } = {}) {
  const { targetId } = await cdp.send('Target.createTarget', { url: 'about:blank', browserContextId })
  const { sessionId } = await cdp.send('Target.attachToTarget', { targetId, flatten: true })
  const source = { 'long-tasks': OBSERVE_LONG_TASKS, timing: OBSERVE_TIMING }[observe]
  if (source) {
    await cdp.send('Page.enable', {}, sessionId)
    await cdp.send('Page.addScriptToEvaluateOnNewDocument', { source }, sessionId)
  }
  if (phone) {
    await cdp.send('Emulation.setDeviceMetricsOverride', PHONE, sessionId)
    await cdp.send('Emulation.setTouchEmulationEnabled', { enabled: true }, sessionId)
  }
  const close = () => cdp.send('Target.closeTarget', { targetId }).catch(() => undefined)
  return { targetId, sessionId, close }
}

/** Slows the tab's CPU `rate` times (1: full speed). */
export const throttle = (cdp, sessionId, rate) => cdp.send('Emulation.setCPUThrottlingRate', { rate }, sessionId)

/**
 * One load of `url` at 4x CPU on the phone, until the app has rendered and `ready` (an expression,
 * e.g. the page's content is there) holds, plus 2.5 s: the blocking time (sum over 50 ms), the
 * longest long task and the tasks over 200 ms. A fresh browser context per load (a first visit: no
 * service worker, nothing cached); `fresh: false` loads in the default context, where a sign-in is kept.
 */
export async function longTaskLoad(cdp, url, { fresh = true, ready = 'true' } = {}) {
  const context = fresh ? await cdp.send('Target.createBrowserContext', { disposeOnDetach: true }) : null
  const tab = await openTab(cdp, { browserContextId: context?.browserContextId, observe: 'long-tasks' })
  try {
    await throttle(cdp, tab.sessionId, 4)
    await cdp.send('Page.navigate', { url }, tab.sessionId)
    await waitFor(cdp, tab.sessionId, `${RENDERED} && (${ready})`, 60_000)
    await sleep(2500)
    const tasks = await evaluate(cdp, tab.sessionId, 'window.__longTasks')
    return {
      blocking: blockingOf(tasks),
      longest: Math.max(0, ...tasks),
      over200: tasks.filter((d) => d > 200).length,
    }
  } finally {
    await tab.close()
    if (context)
      await cdp.send('Target.disposeBrowserContext', { browserContextId: context.browserContextId }).catch(() => {})
  }
}

/**
 * The centre of the element `selector` (a CSS selector, or an expression giving the element when it
 * starts with `=`), scrolled into the middle of the screen first; null when there is none.
 */
async function centreOf(cdp, sessionId, selector) {
  const element = selector.startsWith('=') ? selector.slice(1) : `document.querySelector(${JSON.stringify(selector)})`
  return evaluate(
    cdp,
    sessionId,
    `(() => { const el = ${element}; if (!el) return null; el.scrollIntoView({ block: 'center', inline: 'center' });
      const r = el.getBoundingClientRect(); return { x: r.left + r.width / 2, y: r.top + r.height / 2 } })()`,
  )
}

/** Scrolls the element into view, lets the page settle, then taps its centre (a mouse press and release: the pointer events and the click of a tap). */
export async function tap(cdp, sessionId, selector) {
  const centre = await centreOf(cdp, sessionId, selector)
  if (!centre) throw new Error(`nothing to tap: ${selector}`)
  await sleep(400)
  const at = { x: centre.x, y: centre.y, button: 'left', clickCount: 1 }
  await cdp.send('Input.dispatchMouseEvent', { type: 'mouseMoved', x: at.x, y: at.y }, sessionId)
  await cdp.send('Input.dispatchMouseEvent', { type: 'mousePressed', ...at }, sessionId)
  await cdp.send('Input.dispatchMouseEvent', { type: 'mouseReleased', ...at }, sessionId)
}

/** Presses one key on the focused element; `text` given: a character key that types it. */
export async function pressKey(cdp, sessionId, key, { code = key, keyCode, text } = {}) {
  const common = { key, code, windowsVirtualKeyCode: keyCode, nativeVirtualKeyCode: keyCode }
  await cdp.send('Input.dispatchKeyEvent', { type: 'keyDown', ...common, text, unmodifiedText: text }, sessionId)
  await cdp.send('Input.dispatchKeyEvent', { type: 'keyUp', ...common }, sessionId)
}

/** The page's clock (performance.now()), for telling which entries came after a step. */
export const pageNow = (cdp, sessionId) => evaluate(cdp, sessionId, 'performance.now()')

/** The timing entries the OBSERVE_TIMING observer collected since `since` (page time). */
export async function timingSince(cdp, sessionId, since) {
  const { tasks, events } = await evaluate(cdp, sessionId, 'window.__timing')
  const after = (e) => e.startTime >= since
  return { tasks: tasks.filter(after), events: events.filter(after) }
}
