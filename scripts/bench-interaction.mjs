// Pure reductions of what the browser measured in the bench's main-thread steps: the long tasks of a
// load, and the Event Timing entries of a scripted tap or typing (scripts/bench-signed-in-taps.mjs).
// Interaction to Next Paint as web-vitals reads it: the entries of one interaction share an
// interactionId, an interaction lasts as long as its longest entry, and one tap is one interaction
// (the page's worst, when a tap makes more than one).

/** The middle value (the upper one of an even count); NaN for none. */
export function median(values) {
  if (values.length === 0) return NaN
  return [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]
}

/** Blocking time of long-task durations: the sum of every task's time over 50 ms. */
export function blockingOf(durations) {
  return durations.reduce((sum, d) => sum + Math.max(0, d - 50), 0)
}

/**
 * The interactions among Event Timing entries ({ name, startTime, duration, interactionId }): per
 * interactionId (0 is no interaction: a scroll, a mouse move) the longest entry, in order of start.
 */
export function interactionsOf(events) {
  const byId = new Map()
  for (const e of events) {
    if (!e.interactionId) continue
    const seen = byId.get(e.interactionId)
    if (!seen || e.duration > seen.duration)
      byId.set(e.interactionId, { ...e, startTime: seen?.startTime ?? e.startTime })
    else if (e.startTime < seen.startTime) seen.startTime = e.startTime
  }
  return [...byId.values()].sort((a, b) => a.startTime - b.startTime)
}

/** The INP of a scripted action: its longest interaction (0 when none reached the 16 ms threshold). */
export function inpOf(events) {
  return Math.max(0, ...interactionsOf(events).map((i) => i.duration))
}

/**
 * Per key typed, the longest Event Timing entry or long task that started while it was the last key
 * ([keyStarts[i], keyStarts[i + 1]), the last key until `end`): what typing that key blocked.
 */
export function perKeyWorst(keyStarts, events, tasks, end = Infinity) {
  return keyStarts.map((start, i) => {
    const until = keyStarts[i + 1] ?? end
    const within = (t) => t.startTime >= start && t.startTime < until
    return Math.max(0, ...events.filter(within).map((e) => e.duration), ...tasks.filter(within).map((t) => t.duration))
  })
}
