import * as chromeLauncher from 'chrome-launcher'
import { chromium, type Browser } from 'playwright-core'
import { afterEach, describe, expect, it } from 'vitest'
import { launchLighthouseChrome } from '../../scripts/chromium.mjs'
import { launchBrowser } from './support/browser.ts'

// The browser of the tests and of the benchmark runs none of Chromium's own UI pages (the address
// bar's popup, a WebUI page of its own renderer since Chromium 156), which would take the CPU from
// the page measured (docs/decisions/071-a-quiet-browser.md).
async function browserUiTargets(browser: Browser): Promise<string[]> {
  const cdp = await browser.newBrowserCDPSession()
  const { targetInfos } = await cdp.send('Target.getTargets', { filter: [{}] })
  return targetInfos.filter((target) => target.type === 'browser_ui').map((target) => target.url)
}

const A_PAGE = 'data:text/html,<title>a page</title><p>A page'

async function openAPage(browser: Browser): Promise<void> {
  const context = browser.contexts()[0] ?? (await browser.newContext())
  const page = await context.newPage()
  await page.goto(A_PAGE)
  // the popup's renderer is made a moment after a window opens
  await page.waitForTimeout(1500)
}

describe("the project's headless Chromium", () => {
  let browser: Browser | undefined
  let chrome: chromeLauncher.LaunchedChrome | undefined

  afterEach(async () => {
    await browser?.close()
    chrome?.kill()
    browser = chrome = undefined
  })

  it("the tests' browser (Playwright) opens a page with no browser UI page beside it", async () => {
    browser = await launchBrowser()
    await openAPage(browser)
    expect(await browserUiTargets(browser)).toEqual([])
  })

  it("Lighthouse's browser (chrome-launcher) opens a page with no browser UI page beside it", async () => {
    chrome = await launchLighthouseChrome(chromeLauncher)
    browser = await chromium.connectOverCDP(`http://127.0.0.1:${chrome.port}`)
    await openAPage(browser)
    expect(await browserUiTargets(browser)).toEqual([])
  })
})
