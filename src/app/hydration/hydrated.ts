/**
 * React marks the elements it has hydrated (a `__reactProps$…` key); an element in a part that
 * hydrates later (its own Suspense boundary) has it only once that part has been.
 */
export function isHydrated(element: Element): boolean {
  return Object.keys(element).some((key) => key.startsWith('__reactProps$'))
}

/** How long a noted value or press waits for its element to be hydrated (a lazy part may come later). */
export const HYDRATION_WAIT_MS = 15_000

/** How often a waiting value or press looks again whether its element is hydrated. */
export const HYDRATION_POLL_MS = 50

/** How long the guard notes what is typed and pressed in parts not hydrated yet (all have been by then). */
export const GUARD_MS = 60_000
