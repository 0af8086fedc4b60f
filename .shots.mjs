import { chromium } from 'playwright-core'
const base = 'http://localhost:4731'
const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ['--headless', '--no-sandbox', '--disable-gpu'] })
async function session(opts, lang) {
  const ctx = await browser.newContext({ locale: 'en-GB', ...opts })
  await ctx.addInitScript((l) => { try { localStorage.setItem('lds.cookie-consent', 'declined'); if (l === 'de') localStorage.setItem('lang', 'de') } catch {} }, lang)
  const page = await ctx.newPage()
  page.on('pageerror', (e) => console.log('PAGEERROR', e.message))
  page.on('console', (m) => m.type() === 'error' && console.log('CONSOLE', m.text()))
  await page.goto(`${base}/signin?returnTo=${encodeURIComponent('/partner/extranet/properties')}`)
  await page.locator('#email').waitFor({ timeout: 20000 })
  await page.fill('#email', process.argv[2] ?? 'operator@alpine-concierge.example')
  await page.fill('#password', 'lds-demo-2026')
  await page.click('form.auth__form button[type="submit"]')
  await page.waitForURL((u) => u.pathname === '/partner/extranet/properties', { timeout: 20000 })
  return { ctx, page }
}
const tag = process.argv[3] ?? 'op'
{
  const { ctx, page } = await session({ viewport: { width: 1440, height: 900 } }, 'en')
  await page.locator('.properties-list__item').first().waitFor({ timeout: 20000 })
  await page.screenshot({ path: `/tmp/wta-shots/${tag}-list-desktop.png`, fullPage: true })
  await page.locator('.properties-list__name').nth(1).click()
  await page.getByRole('heading', { name: 'Stays' }).waitFor({ timeout: 20000 })
  await page.waitForTimeout(800)
  for (let i = 0; i < 5; i++) await page.screenshot({ path: `/tmp/wta-shots/${tag}-property-desktop-${i}.png`, fullPage: true, clip: { x: 0, y: i * 1300, width: 1440, height: 1300 } })
  console.log('url', page.url())
  await ctx.close()
}
{
  const { ctx, page } = await session({ viewport: { width: 390, height: 844 }, deviceScaleFactor: 1, isMobile: true, hasTouch: true }, 'de')
  await page.locator('.properties-list__item').first().waitFor({ timeout: 20000 })
  await page.screenshot({ path: `/tmp/wta-shots/${tag}-list-phone-de.png`, fullPage: true })
  await page.locator('.properties-list__name').nth(1).click()
  await page.getByRole('heading', { name: 'Aufenthalte' }).waitFor({ timeout: 20000 })
  await page.waitForTimeout(800)
  console.log('overflow', await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth))
  for (let i = 0; i < 4; i++) await page.screenshot({ path: `/tmp/wta-shots/${tag}-property-phone-de-${i}.png`, fullPage: true, clip: { x: 0, y: i * 1400, width: 390, height: 1400 } })
  await ctx.close()
}
await browser.close()
