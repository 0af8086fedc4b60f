/**
 * A server-rendered page is on screen before its code. What a visitor presses in that time is
 * noted by a small inline script in the page's head, from its first bytes on, and handed to the
 * app's before-hydration guard when the app boots (docs/decisions/045-server-rendering.md): the
 * server writes the script, the browser reads the note under this global name.
 */
export const EARLY_INPUT_GLOBAL = '__ldsEarlyInput'

/** The note: the elements pressed (in order), and how to end the inline script's listening. */
export type EarlyInput = { pressed: EventTarget[]; stop: () => void }
