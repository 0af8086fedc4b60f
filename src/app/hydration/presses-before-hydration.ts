import { EARLY_INPUT_GLOBAL, type EarlyInput } from '#domain/system/early-input.ts'
import { HYDRATION_POLL_MS, HYDRATION_WAIT_MS, isHydrated } from './hydrated.ts'

/** The inline script's note of what was pressed before the app's code arrived (server-rendered pages). */
export function readEarlyInput(): EarlyInput | undefined {
  return (window as unknown as Record<string, EarlyInput | undefined>)[EARLY_INPUT_GLOBAL]
}

/**
 * Presses on buttons in the server's HTML before React listens (docs/decisions/045-server-rendering.md).
 * A `button` does nothing natively, and React's listeners come with `hydrateRoot`: a tap on a slow
 * phone in that time (the menu, an accordion section, Send) would be lost. Each is noted, from the
 * inline script's note on (it ends that script's listening), until `reactListens()`; from then on
 * React takes presses itself (hydrating the part at once). Once React has committed (`replay()`),
 * each button noted is pressed again, once (people tap again when nothing happens: the menu should
 * open, and Send send once), in order, as soon as it is hydrated and its form has its noted values
 * back (`waitsForValues`), so the press sends what was typed.
 */
export function notePresses(root: HTMLElement, doc: Document, early: EarlyInput | undefined, waitsForValues: (button: Element) => boolean) {
  const pressed: Element[] = []
  const note = (target: EventTarget | null) => {
    const button = target instanceof Element ? target.closest('button') : null
    // a second press on the same button is a visitor who saw nothing happen: one press is meant
    if (button && root.contains(button) && !isHydrated(button) && !pressed.includes(button)) pressed.push(button)
  }
  early?.stop()
  for (const target of early?.pressed ?? []) note(target)
  const onClick = (event: Event) => note(event.target)
  doc.addEventListener('click', onClick, true)

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
      doc.removeEventListener('click', onClick, true)
    },
    replay() {
      replayNext(Date.now())
    },
  }
}
