import { createRequire } from 'node:module'
import { readFileSync } from 'node:fs'
import type { Browser, Page } from 'playwright-core'
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest'
import { DEMO_ACCOUNTS, demoAccount } from '#server/auth/demo-accounts.ts'
import { agentToken } from './support/agent.ts'
import { DESKTOP, PHONE, launchBrowser, newContext } from './support/browser.ts'
import { signIn } from './support/sign-in.ts'
import { COURCHEVEL, searchApi } from './support/storefront-data.ts'

/**
 * WCAG 2.1 A and AA checks (axe-core, in the real browser) on the pages of the storefront and the
 * sign-in chrome, at phone and desktop size, with dialogs and menus open: labels, names, contrast,
 * landmarks, language. Any violation fails with its rule, impact and elements.
 */
const axeSource = readFileSync(createRequire(import.meta.url).resolve('axe-core/axe.min.js'), 'utf8')
const baseUrl = inject('baseUrl')
const consumer = `http://chalets.lds.test:${inject('basePort')}`
let browser: Browser

beforeAll(async () => {
  browser = await launchBrowser()
})
afterAll(async () => {
  await browser?.close()
})

type Violation = { id: string; impact: string; help: string; nodes: { target: string[] }[] }

async function violations(page: Page): Promise<string[]> {
  // scrolled to the end first, so lazily loaded parts (the consumer footer) are checked too
  await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight))
  await page.waitForTimeout(600)
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

async function check(path: string, size = DESKTOP, prepare?: (page: Page) => Promise<void>, origin = consumer) {
  const context = await newContext(browser, { ...size, bypassCSP: true })
  const page = await context.newPage()
  await page.goto(`${origin}${path}`)
  await page.locator('h1').first().waitFor()
  await prepare?.(page)
  const found = await violations(page)
  await context.close()
  return found
}

describe('accessibility (axe-core, WCAG 2.1 AA)', () => {
  it('storefront pages, desktop and phone, English and German', async () => {
    const first = (await searchApi(baseUrl, { city: COURCHEVEL })).results[0]!
    const pages = [
      '/',
      `/search?city=${encodeURIComponent(COURCHEVEL)}`,
      '/search?city=Atlantis',
      first.path,
      '/chalets/france',
      '/enquire-now',
      '/contact',
      '/about?lang=de',
      '/die-luxuriösesten-chalets-der-alpen',
      '/no-such-page',
    ]
    const found: string[] = []
    for (const size of [DESKTOP, PHONE])
      for (const path of pages)
        for (const v of await check(path, size)) found.push(`${path} (${size.viewport!.width}px): ${v}`)
    expect(found).toEqual([])
  })

  it('with the enquiry dialog and the side menu open', async () => {
    const first = (await searchApi(baseUrl, { city: COURCHEVEL })).results[0]!
    const dialog = await check(`${first.path}/enquire-now`, DESKTOP, (page) => page.getByRole('dialog').waitFor())
    const menu = await check('/', PHONE, async (page) => {
      await page.getByRole('button', { name: /menu/i }).first().click()
      await page.getByRole('dialog').waitFor()
    })
    expect([...dialog, ...menu]).toEqual([])
  })

  it("the business brand's property page: the accordion with closed sections, and one opened", async () => {
    const first = (await searchApi(baseUrl, { city: COURCHEVEL })).results[0]!
    const found: string[] = []
    for (const size of [DESKTOP, PHONE])
      for (const v of await check(first.path, size, undefined, baseUrl)) found.push(`${size.viewport!.width}px: ${v}`)
    const opened = await check(
      first.path,
      DESKTOP,
      async (page) => {
        await page.getByRole('button', { name: 'Equipment' }).click()
        await page.getByRole('region', { name: 'Equipment' }).waitFor()
      },
      baseUrl,
    )
    expect([...found, ...opened]).toEqual([])
  })

  it('the login page, and signed in under each kind of theme', async () => {
    const found = await check('/signin', DESKTOP, (page) => page.locator('#email').waitFor(), baseUrl)
    // the corporate design (inverted menu bar), the card-company theme, the admin's chrome
    for (const key of ['corporateDesignAgent', 'amexAgent', 'admin']) {
      const context = await newContext(browser, { ...DESKTOP, bypassCSP: true })
      const page = await context.newPage()
      await signIn(page, baseUrl, demoAccount(key).email, '/user')
      await page.locator('h1').first().waitFor()
      for (const v of await violations(page)) found.push(`${key}: ${v}`)
      // axe leaves placeholders out: the header search's has the body text's contrast on every bar
      const search = page.locator('header .global-search__input')
      if ((await search.count()) > 0) {
        const ratio = await search.evaluate((input) => {
          const rgba = (color: string) => {
            const [r, g, b, a = 1] = color.match(/[\d.]+/g)!.map(Number)
            return [r!, g!, b!, a] as const
          }
          const lum = ([r, g, b]: readonly number[]) =>
            [r!, g!, b!]
              .map((c) => (c / 255 <= 0.03928 ? c / 255 / 12.92 : ((c / 255 + 0.055) / 1.055) ** 2.4))
              .reduce((sum, c, i) => sum + c * [0.2126, 0.7152, 0.0722][i]!, 0)
          // the backgrounds from the input up to the first opaque one, blended as the browser paints them
          const layers: (readonly [number, number, number, number])[] = []
          for (let node: Element | null = input; node; node = node.parentElement) {
            const layer = rgba(getComputedStyle(node).backgroundColor)
            layers.push(layer)
            if (layer[3] === 1) break
          }
          let base: number[] = [255, 255, 255]
          for (const [r, g, b, a] of layers.reverse()) base = [r, g, b].map((c, i) => c * a + base[i]! * (1 - a))
          const [a, b] = [lum(rgba(getComputedStyle(input, '::placeholder').color)), lum(base)]
          return (Math.max(a, b) + 0.05) / (Math.min(a, b) + 0.05)
        })
        if (ratio < 4.5) found.push(`${key}: the header search's placeholder has a contrast of ${ratio.toFixed(2)}`)
      }
      await context.close()
    }
    expect(found).toEqual([])
  })

  it("the chat: the hotel team's inbox and a channel with messages (phone)", async () => {
    const team = DEMO_ACCOUNTS.find((a) => a.hotelId)!
    const token = await agentToken(baseUrl)
    const res = await fetch(`${baseUrl}/api/hotels/${team.hotelId}/chats`, {
      method: 'POST',
      headers: {
        authorization: `Bearer ${token}`,
        'content-type': 'application/json',
        'idempotency-key': `a11y-${Date.now()}`,
      },
      body: JSON.stringify({
        clientFirstName: 'Ada',
        clientLastName: 'Axe',
        amexCardMember: '',
        tls: '4711',
        cc: '0815',
        messageText: 'A suite with a view, please.',
        checkIn: null,
        checkOut: null,
        rooms: [{ numAdults: 2, numChildren: 0 }],
      }),
    })
    expect(res.status).toBe(201)
    const { cid } = (await res.json()) as { cid: string }
    const context = await newContext(browser, { ...PHONE, bypassCSP: true })
    const page = await context.newPage()
    await signIn(page, baseUrl, team.email, '/chat')
    await page.locator('h1').first().waitFor()
    const found = (await violations(page)).map((v) => `inbox: ${v}`)
    await page.goto(`${baseUrl}/chat/${cid}`)
    await page.getByRole('log', { name: 'Messages' }).getByText('A suite with a view, please.').waitFor()
    for (const v of await violations(page)) found.push(`channel: ${v}`)
    await context.close()
    expect(found).toEqual([])
  })
})
