/**
 * React marks the elements it has hydrated (a `__reactProps$…` key); an element in a part that
 * hydrates later (its own Suspense boundary) has it only once that part has been.
 */
export function isHydrated(element: Element): boolean {
  return Object.keys(element).some((key) => key.startsWith('__reactProps$'))
}
