/**
 * Reloads the document; its own module so tests can replace it (jsdom cannot reload). Does
 * nothing where there is no window (server rendering, a worker).
 */
export function reloadPage(
  location: Pick<Location, 'reload'> | null = typeof window === 'undefined' ? null : window.location,
): void {
  location?.reload()
}
