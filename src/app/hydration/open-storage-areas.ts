import { nextTask } from './next-task.ts'

/**
 * The first use of a page's local or session storage waits for the browser process to open it: a
 * synchronous call that took 5–10 ms at 1x under Lighthouse, inside boot's first steps (the
 * configuration's copy in local storage, the brand's choice in session storage), which made those
 * steps' tasks long (docs/decisions/061-boot-preloads-and-tasks.md, amendment of 2026-11-27 night).
 * Here each area is opened in a task of its own, before the steps that use it.
 */
type NextTask = () => Promise<void>

/** The areas, in the order boot uses them. */
const AREAS: readonly (() => Storage)[] = [() => window.localStorage, () => window.sessionStorage]

/** Opens local, then session storage, each in a task of its own; resolves in the task after. */
export async function openStorageAreas(next: NextTask = nextTask): Promise<void> {
  for (const area of AREAS) {
    await next()
    try {
      // reading the length opens the area (the browser loads its items)
      void area().length
    } catch {
      // storage disabled (a privacy setting): every use of it already falls back
    }
  }
  await next()
}
