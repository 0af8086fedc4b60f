// The headless Chromium every script and test of the project drives: Debian's /usr/bin/chromium
// (CHROMIUM_PATH to override), never a downloaded browser (docs/decisions/071-a-quiet-browser.md).

export const CHROMIUM_PATH = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium'

/** The flags every launch passes (the machine's rules: no sandbox, no GPU, no network of its own). */
export const CHROMIUM_FLAGS = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--no-first-run',
]

/**
 * Chromium's own address-bar popup: since Chromium 156 it is a WebUI page that the browser loads in
 * a renderer of its own when a window opens. In a headless browser nobody sees it, and it costs 3–5 s
 * of CPU in the first seconds after the start, on this machine's two cores beside the page measured.
 */
export const BROWSER_UI_FEATURES = [
  'WebUIOmniboxAimPopup',
  'WebUIOmniboxPopup',
  'WebUIOmniboxFullPopup',
  'PreloadTopChromeWebUI',
]

const DISABLE_FEATURES = '--disable-features='

/**
 * The flags with one `--disable-features` at the end naming every feature the flags disabled and
 * `features`: Chromium reads only the last `--disable-features`, so a second one would switch the
 * launcher's own list back on.
 */
export function withDisabledFeatures(flags, features) {
  const named = flags
    .filter((flag) => flag.startsWith(DISABLE_FEATURES))
    .flatMap((flag) => flag.slice(DISABLE_FEATURES.length).split(','))
  const all = [...new Set([...named, ...features].filter(Boolean))]
  return [...flags.filter((flag) => !flag.startsWith(DISABLE_FEATURES)), `${DISABLE_FEATURES}${all.join(',')}`]
}

/**
 * The flags Playwright passes to Chromium by itself, read once from a browser it starts (they are
 * not exported): its `--disable-features` list has to be kept when the project adds to it.
 */
let playwrightFlags
async function flagsOfPlaywright(chromium) {
  playwrightFlags ??= (async () => {
    const server = await chromium.launchServer({ executablePath: CHROMIUM_PATH, args: CHROMIUM_FLAGS })
    try {
      return server.process().spawnargs.slice(1)
    } finally {
      await server.close()
    }
  })()
  return playwrightFlags
}

/** Playwright's Chromium with the project's flags, `args`, and the browser's own popup switched off. */
export async function launchChromium(chromium, { args = [] } = {}) {
  const own = (await flagsOfPlaywright(chromium)).filter((flag) => flag.startsWith(DISABLE_FEATURES))
  const flags = withDisabledFeatures([...own, ...CHROMIUM_FLAGS, ...args], BROWSER_UI_FEATURES)
  return chromium.launch({ executablePath: CHROMIUM_PATH, args: flags })
}

/** chrome-launcher's flags (Lighthouse's browser) with the project's and the browser's own popup switched off. */
export function chromeLauncherFlags(defaultFlags) {
  return withDisabledFeatures([...defaultFlags, ...CHROMIUM_FLAGS], BROWSER_UI_FEATURES)
}

/**
 * Lighthouse's browser (chrome-launcher, passed in: this file imports nothing): chrome-launcher's own
 * flags are passed by us (`ignoreDefaultFlags`), merged with the project's into one list.
 */
export function launchLighthouseChrome(chromeLauncher) {
  return chromeLauncher.launch({
    chromePath: CHROMIUM_PATH,
    chromeFlags: chromeLauncherFlags(chromeLauncher.Launcher.defaultFlags()),
    ignoreDefaultFlags: true,
    logLevel: 'silent',
  })
}
