import path from 'node:path'
import { fileURLToPath } from 'node:url'
import type { ManifestOptions, VitePWAOptions } from 'vite-plugin-pwa'
import { shellOnlyTransform } from './shell-manifest.ts'

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..')

/** Candidates for the precache; `shellOnlyTransform` then keeps only the shell among them. */
export const SHELL_GLOB_PATTERNS = [
  'index.html',
  'offline.html',
  'favicon.svg',
  'icons/*.png',
  'assets/**/*.{js,css,woff2}',
]

/**
 * Lazy chunks the app cannot boot without, precached too: the Lingui catalogs (src/locales/en.po,
 * de.po and each area's, docs/decisions/056-catalogs-by-area.md, become assets/en-<hash>.js and
 * assets/de-<hash>.js), a few KB each.
 */
export const BOOT_CHUNK_PATTERNS = [/^assets\/(en|de)-[\w-]{8}\.js$/]

export const manifest: Partial<ManifestOptions> = {
  name: 'LDS — Luxury Distribution System',
  short_name: 'LDS',
  description:
    'Luxury chalets, villas and hotels in the Alps: search, live offers, saved selections and bookings for travel professionals.',
  id: '/',
  start_url: '/',
  scope: '/',
  display: 'standalone',
  orientation: 'any',
  background_color: '#f7f4ee',
  theme_color: '#122020',
  lang: 'en',
  dir: 'ltr',
  categories: ['travel', 'business'],
  icons: [
    { src: '/icons/icon-192.png', sizes: '192x192', type: 'image/png', purpose: 'any' },
    { src: '/icons/icon-512.png', sizes: '512x512', type: 'image/png', purpose: 'any' },
    { src: '/icons/icon-maskable-512.png', sizes: '512x512', type: 'image/png', purpose: 'maskable' },
  ],
}

/**
 * vite-plugin-pwa options: our own service worker (sw/sw.ts, injectManifest), registered by
 * src/features/pwa/register.ts (injectRegister false) with an update prompt.
 *
 * Precache = the shell only. `globPatterns` lists the candidates; `manifestTransforms` runs
 * `shellOnlyTransform` (sw/shell-manifest.ts), which reads the built index.html and follows its
 * static references and the static imports of its entry chunks, dropping lazy route chunks and
 * lazily imported libraries; BOOT_CHUNK_PATTERNS adds the message catalogs the app boots with.
 * `manifest.webmanifest` is added by the plugin after the transform.
 * Icons are globbed (icons/*.png, including apple-touch-icon), hence includeManifestIcons false.
 */
export function createPwaOptions(defaultOutDir = path.join(ROOT, 'dist')): Partial<VitePWAOptions> {
  // The folder the transform reads: the plugin's resolved glob directory (Vite's build.outDir,
  // also when given on the command line), known just before the worker is built.
  let outDir = defaultOutDir
  return {
    strategies: 'injectManifest',
    srcDir: 'sw',
    filename: 'sw.ts',
    registerType: 'prompt',
    injectRegister: false,
    includeManifestIcons: false,
    manifest,
    injectManifest: {
      globPatterns: SHELL_GLOB_PATTERNS,
      manifestTransforms: [shellOnlyTransform(() => outDir, BOOT_CHUNK_PATTERNS)],
      // Checked before our transform; an entry chunk above the default 2 MiB would silently
      // fall out of the shell, so allow more (lazy libraries are dropped by the transform anyway).
      maximumFileSizeToCacheInBytes: 5 * 1024 * 1024,
    },
    devOptions: { enabled: false },
    integration: {
      beforeBuildServiceWorker: (resolved) => {
        outDir = resolved.injectManifest.globDirectory ?? outDir
      },
    },
  }
}

export const pwaOptions: Partial<VitePWAOptions> = createPwaOptions()
