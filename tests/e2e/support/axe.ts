import { readFileSync } from 'node:fs'
import { createRequire } from 'node:module'
import type { Page } from 'playwright-core'

const axeSource = readFileSync(createRequire(import.meta.url).resolve('axe-core/axe.min.js'), 'utf8')
type Violation = { id: string; impact: string; help: string; nodes: { target: string[] }[] }

/**
 * WCAG 2.1 A and AA violations of the page as it is now (axe-core in the real browser), one line each.
 * The colours are judged at rest: the pointer leaves the page (a click leaves it hovering over
 * whatever moved under it) and the 0.25 s colour transitions have ended, so contrast is never
 * measured halfway through a fade.
 */
export async function violations(page: Page): Promise<string[]> {
  await page.mouse.move(0, 0)
  await page.evaluate(() => Promise.all(document.getAnimations().map((a) => a.finished.catch(() => undefined))))
  await page.evaluate(axeSource)
  const found = await page.evaluate(
    async () =>
      (
        await (
          window as unknown as { axe: { run: (c: Document, o: object) => Promise<{ violations: Violation[] }> } }
        ).axe.run(document, { runOnly: ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'] })
      ).violations,
  )
  return found.map((v) => `${v.impact} ${v.id}: ${v.help} — ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`)
}
