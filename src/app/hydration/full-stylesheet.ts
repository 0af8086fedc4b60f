/**
 * On a first visit a server-rendered page inlines only the rules its own HTML uses
 * (`<style data-href data-critical>`, docs/decisions/064-first-paint-before-the-scripts.md). Before
 * React renders anything the server did not (a menu, a dialog, an opened section), the whole
 * stylesheet must be there: this adds its link after the inline rules and settles once it has
 * loaded. A stylesheet that fails to load does not stop the page: it keeps the rules it has.
 */
export function loadFullStylesheet(doc: Document = document): Promise<void> {
  const critical = doc.querySelector<HTMLStyleElement>('style[data-critical][data-href]')
  const href = critical?.dataset.href
  if (!critical || !href) return Promise.resolve()
  const existing = doc.querySelector<HTMLLinkElement>(`link[rel="stylesheet"][data-full-stylesheet]`)
  if (existing) return loaded(existing)
  const link = doc.createElement('link')
  link.rel = 'stylesheet'
  link.href = href
  link.dataset.fullStylesheet = ''
  const done = loaded(link)
  critical.after(link)
  return done
}

function loaded(link: HTMLLinkElement): Promise<void> {
  if (link.sheet) return Promise.resolve()
  return new Promise((resolve) => {
    link.addEventListener('load', () => resolve(), { once: true })
    link.addEventListener('error', () => resolve(), { once: true })
  })
}
