/**
 * A server-rendered form is on screen before its code (docs/decisions/045-server-rendering.md).
 * Until React has hydrated a form, a submit must not send the browser off with a native form post,
 * and what the visitor typed or ticked (before the code came, or since) is noted, because hydration
 * and the renders right after it put the fields back to the values React holds. Once React has
 * committed (`settle()`), each noted value is replayed as an input event as soon as its field is
 * hydrated (a part in a Suspense boundary of its own may come later), so the form's state takes it
 * as if typed then: nothing typed is lost.
 */
import type { EarlyInput } from '#domain/system/early-input.ts'
import { GUARD_MS, HYDRATION_POLL_MS, HYDRATION_WAIT_MS, isHydrated } from './hydrated.ts'
import { notePresses, readEarlyInput } from './presses-before-hydration.ts'

type Field = HTMLInputElement | HTMLTextAreaElement | HTMLSelectElement
type Noted = { value: string; checked: boolean }

function isField(target: unknown): target is Field {
  return (
    target instanceof HTMLInputElement || target instanceof HTMLTextAreaElement || target instanceof HTMLSelectElement
  )
}

function isToggle(field: Field): field is HTMLInputElement {
  return field instanceof HTMLInputElement && (field.type === 'checkbox' || field.type === 'radio')
}

/** A field the visitor changed from what the HTML said. */
function isChanged(field: Field): boolean {
  if (isToggle(field)) return field.checked !== field.defaultChecked
  if (field instanceof HTMLSelectElement)
    return [...field.options].some((option) => option.selected !== option.defaultSelected)
  return field.value !== field.defaultValue
}

/** How to find the field again: React may have put a new element in its place (same id). */
function keyOf(field: Field): string | null {
  if (field.id) return `#${CSS.escape(field.id)}`
  if (field.name) return `[name="${CSS.escape(field.name)}"]`
  return null
}

/**
 * Sets a field's value the way typing does, so React's change tracking notices it: first through
 * the field's own (tracked) setter to another value, then through the element's native setter.
 */
function replay(field: Field, noted: Noted): void {
  if (isToggle(field)) {
    if (field.checked === noted.checked) field.checked = !noted.checked
    field.click()
    return
  }
  field.value = noted.value === '' ? ' ' : ''
  const setter = Object.getOwnPropertyDescriptor(Object.getPrototypeOf(field) as object, 'value')?.set
  if (setter) setter.call(field, noted.value)
  else field.value = noted.value
  field.dispatchEvent(new Event(field instanceof HTMLSelectElement ? 'change' : 'input', { bubbles: true }))
}

/**
 * The guard for `root`, from boot on (`early`: what the page's inline script noted before). React
 * listens from `reactListens()` (just before `hydrateRoot`), and has committed at `settle()`. A field
 * in a part that hydrates later gets its value once it has been, and after the renders of that
 * commit; presses on buttons before React listened are made again then too.
 */
export function guardBeforeHydration(
  root: HTMLElement,
  doc: Document = document,
  early: EarlyInput | undefined = readEarlyInput(),
): { reactListens: () => void; settle: () => void } {
  /** the latest value per field, until its field is hydrated and the value replayed */
  const noted = new Map<string, Noted>()
  let settled = false
  // a press waits for the values of its form, so that Send sends what was typed
  const waitsForValues = (button: Element) => {
    const form = button.closest('form')
    return form !== null && [...noted.keys()].some((key) => form.contains(root.querySelector(key)))
  }
  const presses = notePresses(root, doc, early, waitsForValues)

  const replayWhenHydrated = (key: string, started = Date.now()): void => {
    const field = root.querySelector(key)
    if (isField(field) && isHydrated(field)) {
      // after the renders of the commit that hydrated it, which put it back to React's value
      setTimeout(() => {
        const value = noted.get(key)
        const current = root.querySelector(key)
        noted.delete(key)
        if (value && isField(current)) replay(current, value)
      }, 0)
      return
    }
    if (Date.now() - started < HYDRATION_WAIT_MS) setTimeout(() => replayWhenHydrated(key, started), HYDRATION_POLL_MS)
    else noted.delete(key)
  }

  const note = (field: Field) => {
    const key = keyOf(field)
    if (!key) return
    const waiting = noted.has(key)
    noted.set(key, { value: field.value, checked: isToggle(field) && field.checked })
    if (settled && !waiting) replayWhenHydrated(key)
  }
  // typed while the code was still on its way
  root.querySelectorAll('input, textarea, select').forEach((field) => {
    if (isField(field) && isChanged(field)) note(field)
  })
  // typed since, into a field React has not hydrated yet (after settle: in a part that hydrates later)
  const onChange = (event: Event) => {
    const field = event.target
    if (isField(field) && root.contains(field) && !(settled && isHydrated(field))) note(field)
  }
  // a form React has not hydrated yet has no handler of its own: no native post. A form React has
  // just hydrated (a submit can make React hydrate its part at once) may still wait for its noted
  // values: they are put back now, before React's submit handler reads the form's state
  const hold = (event: Event) => {
    const form = event.target
    if (!(form instanceof HTMLFormElement) || !root.contains(form)) return
    if (!isHydrated(form)) event.preventDefault()
    else if (settled) replayNowIn(form)
  }
  const replayNowIn = (form: HTMLFormElement) => {
    for (const [key, value] of [...noted]) {
      const field = root.querySelector(key)
      if (!isField(field) || !form.contains(field) || !isHydrated(field)) continue
      noted.delete(key)
      replay(field, value)
    }
  }
  doc.addEventListener('submit', hold, true)
  doc.addEventListener('input', onChange, true)
  doc.addEventListener('change', onChange, true)
  // parts that hydrate later have had their chance by then
  setTimeout(() => {
    doc.removeEventListener('submit', hold, true)
    doc.removeEventListener('input', onChange, true)
    doc.removeEventListener('change', onChange, true)
  }, GUARD_MS)
  return {
    reactListens: presses.reactListens,
    settle() {
      if (settled) return
      settled = true
      for (const key of noted.keys()) replayWhenHydrated(key)
      presses.replay()
    },
  }
}
