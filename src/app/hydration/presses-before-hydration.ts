import { EARLY_INPUT_GLOBAL, type EarlyInput } from '#domain/system/early-input.ts'
import { GUARD_MS, HYDRATION_POLL_MS, HYDRATION_WAIT_MS, isHydrated } from './hydrated.ts'

/** The inline script's note of what was pressed before the app's code arrived (server-rendered pages). */
export function readEarlyInput(): EarlyInput | undefined {
  return (window as unknown as Record<string, EarlyInput | undefined>)[EARLY_INPUT_GLOBAL]
}

/**
 * Presses on buttons in the server's HTML that React did not take (docs/decisions/045-server-rendering.md).
 * A `button` does nothing natively, and React's listeners come with `hydrateRoot`: a tap on a slow
 * phone in that time (the menu, an accordion section, Send) would be lost. Each is noted, from the
 * inline script's note on (it ends that script's listening), until `reactListens()`. From then on
 * React takes a press itself, hydrating the part at once, unless the part's code has not arrived
 * (a lazy part in a Suspense boundary of its own): then React stops the press on its way and drops
 * it. A press that never reached its button is noted too (`reachesButton`).
 * Once React has committed (`replay()`), each button noted is pressed again, once (people tap again
 * when nothing happens: the menu should open, and Send send once), in order, as soon as it is
 * hydrated and its form has its noted values back (`waitsForValues`), so the press sends what was typed.
 */
export function notePresses(
  root: HTMLElement,
  doc: Document,
  early: EarlyInput | undefined,
  waitsForValues: (button: Element) => boolean,
) {
  const pressed: Element[] = []
  let listens = false
  let replaying = false
  const buttonOf = (target: EventTarget | null) => {
    const button = target instanceof Element ? target.closest('button') : null
    return button && root.contains(button) && !isHydrated(button) ? button : null
  }
  const note = (button: Element) => {
    // a second press on the same button is a visitor who saw nothing happen: one press is meant
    if (pressed.includes(button)) return
    pressed.push(button)
    if (replaying && pressed.length === 1) replayNext(Date.now())
  }
  const onClick = (event: Event) => {
    const button = buttonOf(event.target)
    if (!button) return
    if (!listens) note(button)
    else reachesButton(button, (reached) => reached || note(button))
  }
  early?.stop()
  for (const target of early?.pressed ?? []) {
    const button = buttonOf(target)
    if (button) note(button)
  }
  doc.addEventListener('click', onClick, true)
  // by then every part has had its chance to hydrate
  setTimeout(() => doc.removeEventListener('click', onClick, true), GUARD_MS)

  const replayNext = (started: number): void => {
    const button = pressed[0]
    if (!button) return
    // rendered anew in the browser (a client render instead of hydration): not the same button
    if (!button.isConnected) {
      pressed.shift()
      replayNext(Date.now())
    } else if (isHydrated(button) && !waitsForValues(button)) {
      // after the renders of the commit that hydrated it, and after the field replays due now
      setTimeout(() => {
        pressed.shift()
        if (button.isConnected && button instanceof HTMLElement) button.click()
        replayNext(Date.now())
      }, 0)
    } else if (Date.now() - started < HYDRATION_WAIT_MS) setTimeout(() => replayNext(started), HYDRATION_POLL_MS)
    else pressed.length = 0
  }
  return {
    reactListens() {
      listens = true
    },
    replay() {
      if (replaying) return
      replaying = true
      replayNext(Date.now())
    },
  }
}

/**
 * Whether the click being dispatched reaches `button` (told once it is over). React, in its own
 * capture listener on the root, stops a press on a part it cannot hydrate yet: a listener on the
 * button, added now, then never runs.
 */
function reachesButton(button: Element, tell: (reached: boolean) => void): void {
  let reached = false
  const reach = () => {
    reached = true
  }
  button.addEventListener('click', reach, { capture: true, once: true })
  setTimeout(() => {
    button.removeEventListener('click', reach, { capture: true })
    tell(reached)
  }, 0)
}
