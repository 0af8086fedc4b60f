/** The project's headless Chromium (see chromium.mjs). */
import type * as ChromeLauncher from 'chrome-launcher'
import type { Browser, BrowserType } from 'playwright-core'

export declare const CHROMIUM_PATH: string
export declare const CHROMIUM_FLAGS: readonly string[]
export declare const BROWSER_UI_FEATURES: readonly string[]
export declare function withDisabledFeatures(flags: readonly string[], features: readonly string[]): string[]
export declare function launchChromium(chromium: BrowserType, options?: { args?: readonly string[] }): Promise<Browser>
export declare function chromeLauncherFlags(defaultFlags: readonly string[]): string[]
export declare function launchLighthouseChrome(
  chromeLauncher: typeof ChromeLauncher,
): Promise<ChromeLauncher.LaunchedChrome>
