/**
 * Vite's preload helper adds a `<link rel="modulepreload">` to the head for each chunk of a dynamic
 * import's list, all in the task that calls the import. While a first visit loads, each of those
 * appends starts a request that costs the main thread 1–2.5 ms (0.2 ms after the load), so a route
 * with 18 chunks made one task of 35–45 ms at 1x: the largest of our scripts' tasks in Lighthouse's
 * trace of the property page (docs/decisions/061-boot-preloads-and-tasks.md, amendment of
 * 2026-11-27 evening). Here the head holds such links back and appends them a few per task. The
 * dynamic import itself is not held back: a chunk whose import arrives before its preload link
 * is requested by the module loader, and the browser does not fetch a module twice.
 */
export const PRELOADS_PER_TASK = 4

type Schedule = (run: () => void) => void

/** One task later (a macrotask: the browser may handle input and paint in between). */
const nextTask: Schedule = (run) => void setTimeout(run, 0)

function isModulePreload(node: Node): node is HTMLLinkElement {
  return node instanceof HTMLLinkElement && node.rel === 'modulepreload'
}

/**
 * From now on, `modulepreload` links appended to `head` go in, in order, {@link PRELOADS_PER_TASK}
 * per task; every other node is appended at once. Returns the function that puts the head back
 * (the links still waiting are appended then).
 */
export function spreadModulePreloads(head: HTMLHeadElement = document.head, schedule: Schedule = nextTask): () => void {
  const own = Object.getOwnPropertyDescriptor(head, 'appendChild')
  const append = head.appendChild
  const waiting: HTMLLinkElement[] = []
  let scheduled = false
  const drain = () => {
    scheduled = false
    for (const link of waiting.splice(0, PRELOADS_PER_TASK)) append.call(head, link)
    if (waiting.length > 0) later()
  }
  const later = () => {
    if (scheduled) return
    scheduled = true
    schedule(drain)
  }
  head.appendChild = function appendChild<T extends Node>(this: HTMLHeadElement, node: T): T {
    if (!isModulePreload(node)) return append.call(this, node) as T
    waiting.push(node)
    later()
    return node
  }
  return () => {
    if (own) Object.defineProperty(head, 'appendChild', own)
    else Reflect.deleteProperty(head, 'appendChild')
    for (const link of waiting.splice(0)) append.call(head, link)
  }
}
