import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest'
import type { Browser, Page } from 'playwright-core'
import { DESKTOP, PHONE, launchBrowser, newContext, horizontalOverflow } from './support/browser.ts'

const baseUrl = inject('baseUrl')
let browser: Browser

beforeAll(async () => {
  browser = await launchBrowser()
})
afterAll(async () => {
  await browser?.close()
})

const ALPS = '/die-luxuriösesten-chalets-der-alpen'
const PLACES = [
  'oesterreich/vorarlberg',
  'oesterreich/kitzbuehel',
  'oesterreich/lech',
  'oesterreich/st-anton',
  'schweiz/st-moritz',
  'schweiz/davos',
  'schweiz/gstaad',
  'schweiz/verbier',
  'schweiz/zermatt',
  'frankreich/courchevel',
  'frankreich/chamonix',
  'frankreich/megeve',
  'italien/cortina',
]

async function meta(page: Page) {
  return {
    title: await page.title(),
    description: await page.locator('meta[name="description"]').getAttribute('content'),
    h1: await page.getByRole('heading', { level: 1 }).first().textContent(),
  }
}

describe('German SEO pages', () => {
  it('browses from the Alps page to a country and a region, in German, with canonical links and chalet lists', async () => {
    const context = await newContext(browser, DESKTOP)
    const page = await context.newPage()
    const res = await page.goto(`${baseUrl}${encodeURI(ALPS)}`)
    expect(res?.status()).toBe(200)
    await page.getByRole('heading', { level: 1, name: 'Die luxuriösesten Chalets der Alpen' }).waitFor()
    expect(await page.locator('article').getAttribute('lang')).toBe('de')
    await expect
      .poll(() => page.locator('link[rel="canonical"]').getAttribute('href'))
      .toBe(`https://www.lds-alps.de${encodeURI(ALPS)}`)
    expect((await meta(page)).description).toContain('Courchevel')

    await page.getByRole('link', { name: 'Österreich', exact: true }).click()
    await page.getByRole('heading', { level: 1, name: 'Die luxuriösesten Chalets in Österreich' }).waitFor()
    expect(decodeURIComponent(new URL(page.url()).pathname)).toBe(`${ALPS}/oesterreich`)
    expect(await page.getByRole('link', { name: 'Alle Chalets in Österreich' }).getAttribute('href')).toBe(
      '/chalets/austria',
    )

    await page.getByRole('link', { name: 'Vorarlberg', exact: true }).first().click()
    await page.getByRole('heading', { level: 1, name: 'Luxus-Chalets in Vorarlberg' }).waitFor()
    await page.getByRole('navigation', { name: 'Navigationspfad' }).getByRole('link', { name: 'Österreich' }).waitFor()
    await page.getByText('Ski Arlberg', { exact: true }).waitFor()
    const lech = page.getByRole('link', { name: 'Chalets in Lech' })
    expect(await lech.getAttribute('href')).toBe('/chalets/austria/lech')
    await lech.click()
    await expect.poll(() => new URL(page.url()).pathname).toBe('/chalets/austria/lech')
    expect(context.errors).toEqual([])
    await context.close()
  })

  it('has every region and resort page with its own title and description (phone)', async () => {
    const context = await newContext(browser, PHONE)
    const page = await context.newPage()
    const titles = new Set<string>()
    for (const place of PLACES) {
      const res = await page.goto(`${baseUrl}${encodeURI(`${ALPS}/${place}`)}`)
      expect(res?.status(), place).toBe(200)
      await page.getByRole('heading', { level: 1, name: /^Luxus-Chalets in / }).waitFor()
      const m = await meta(page)
      expect(m.description?.length, place).toBeGreaterThan(60)
      titles.add(m.title)
      expect(await horizontalOverflow(page), place).toBeLessThanOrEqual(0)
    }
    expect(titles.size).toBe(PLACES.length)
    await page.goto(`${baseUrl}${encodeURI(`${ALPS}/frankreich/courchevel`)}`)
    await page.getByRole('heading', { level: 1, name: 'Luxus-Chalets in Courchevel' }).waitFor()
    for (const href of [
      '/chalets/france/courchevel',
      '/chalets/france/courchevel-1850',
      '/chalets/france/courchevel-1300',
    ]) {
      expect(await page.locator(`a[href="${href}"]`).count(), href).toBeGreaterThan(0)
    }
    expect(context.errors).toEqual([])
    await context.close()
  })

  it('serves the guides, the old addresses and other spellings, and a helpful page for unknown places', async () => {
    const context = await newContext(browser, DESKTOP)
    const page = await context.newPage()
    await page.goto(`${baseUrl}/luxus-ski-reisen/`)
    await page.getByRole('heading', { level: 1, name: 'Luxus-Skireisen in den Alpen' }).waitFor()
    await page.goto(`${baseUrl}/diskretion-sicherheit`)
    await page.getByRole('heading', { level: 1, name: 'Diskretion & Sicherheit' }).waitFor()

    const moved = await context.request.get(`${baseUrl}/die-besten-chalets-der-alpen/schweiz`, { maxRedirects: 0 })
    expect(moved.status()).toBe(301)
    await page.goto(`${baseUrl}/luxus-ski-hotels/frankreich`)
    await page.getByRole('heading', { level: 1, name: 'Die luxuriösesten Chalets in Frankreich' }).waitFor()

    await page.goto(`${baseUrl}${encodeURI(`${ALPS}/osterreich/lech`)}`)
    await page.getByRole('heading', { level: 1, name: 'Luxus-Chalets in Lech am Arlberg' }).waitFor()
    expect(decodeURIComponent(new URL(page.url()).pathname)).toBe(`${ALPS}/oesterreich/lech`)

    await page.goto(`${baseUrl}${encodeURI(`${ALPS}/schweiz/atlantis`)}`)
    await page.getByRole('heading', { name: 'Page not found' }).waitFor()
    await context.close()
  })
})

describe('info pages', () => {
  const PAGES = [
    '/about',
    '/privacy-policy',
    '/terms-and-conditions',
    '/package-rate-rules',
    '/destinations',
    '/transfers',
  ]

  it.each([
    ['en', DESKTOP],
    ['de', PHONE],
  ] as const)('have real content, a title and a meta description (%s)', async (lang, size) => {
    const context = await newContext(browser, { ...size, locale: lang === 'de' ? 'de-CH' : 'en-GB' })
    const page = await context.newPage()
    for (const path of PAGES) {
      await page.goto(`${baseUrl}${path}`)
      await page.locator('article.content h1').waitFor()
      expect(await page.locator('article.content').getAttribute('lang'), path).toBe(lang)
      const m = await meta(page)
      expect(m.description?.length, path).toBeGreaterThan(60)
      expect(m.title, path).not.toBe('LDS')
      const words = (await page.locator('article.content').innerText()).split(/\s+/).length
      expect(words, path).toBeGreaterThan(180)
    }
    await page.goto(`${baseUrl}/terms-and-conditions`)
    await page
      .getByText(lang === 'de' ? /bis 84 Tage vor Anreise werden 65 %/ : /up to 84 days before arrival, 65%/)
      .waitFor()
    await page.goto(`${baseUrl}/destinations`)
    await page.locator('article.content a[href="/chalets/france/courchevel-1850"]').first().waitFor()
    // the transfer table: every column on screen (a phone reads each row as a card, the column's name
    // beside each value), and still a table with its cells for a screen reader
    await page.goto(`${baseUrl}/transfers`)
    const table = page.getByRole('table')
    await table.waitFor()
    const wrap = await page.locator('.content__table-wrap').evaluate((el) => [el.scrollWidth, el.clientWidth])
    expect(wrap[0]).toBeLessThanOrEqual(wrap[1]!)
    await table
      .getByRole('cell', { name: lang === 'de' ? 'Genf (GVA)' : 'Geneva (GVA)' })
      .first()
      .waitFor()
    await table.getByRole('rowheader', { name: 'Megève' }).waitFor()
    expect(context.errors).toEqual([])
    await context.close()
  })

  it('fit a 320 px phone in German: no page wider than the screen (long words in the titles)', async () => {
    const context = await newContext(
      browser,
      { ...PHONE, viewport: { width: 320, height: 640 }, locale: 'de-CH' },
      { language: 'de' },
    )
    const page = await context.newPage()
    for (const path of PAGES) {
      await page.goto(`${baseUrl}${path}`)
      await page.locator('article.content[lang="de"] h1').waitFor()
      expect(await horizontalOverflow(page), path).toBe(0)
    }
    await context.close()
  })

  it.each([
    ['en', DESKTOP, '/instagram', 'Luxury chalets, hotels and concierge service in the Alps'],
    ['de', PHONE, '/linkedin', 'Luxus-Chalets, Hotels und Concierge-Service in den Alpen'],
  ] as const)('the social links lead to LDS in brief (%s)', async (lang, size, path, heading) => {
    const context = await newContext(browser, { ...size, locale: lang === 'de' ? 'de-CH' : 'en-GB' })
    const page = await context.newPage()
    const answer = await fetch(`${baseUrl}${path}`, { redirect: 'manual' })
    expect(answer.status).toBe(301)
    expect(answer.headers.get('location')).toBe('/lds/general')
    const response = await page.goto(`${baseUrl}${path}`)
    expect(response?.status()).toBe(200)
    expect(new URL(page.url()).pathname).toBe('/lds/general')
    await page.getByRole('heading', { level: 1, name: heading }).waitFor()
    expect(await page.locator('article.content').getAttribute('lang')).toBe(lang)
    expect((await meta(page)).description?.length).toBeGreaterThan(60)
    await page.locator('article.content a[href="/enquire-now"]').first().waitFor()
    expect(await page.getByText('Page not found').count()).toBe(0)
    expect(context.errors).toEqual([])
    await context.close()
  })
})
