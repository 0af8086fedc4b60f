import { describe, expect, it } from 'vitest'
import { BOOT_CHUNK_PATTERNS, SHELL_GLOB_PATTERNS, createPwaOptions, manifest, pwaOptions } from './pwa-options.ts'

describe('pwaOptions', () => {
  it('builds our own service worker from sw/sw.ts and registers it ourselves, with a prompt', () => {
    expect(pwaOptions).toMatchObject({
      strategies: 'injectManifest',
      srcDir: 'sw',
      filename: 'sw.ts',
      registerType: 'prompt',
      injectRegister: false,
      devOptions: { enabled: false },
    })
  })

  it('describes an installable standalone app in the house colours', () => {
    expect(pwaOptions.manifest).toBe(manifest)
    expect(manifest).toMatchObject({
      name: 'LDS — Luxury Distribution System',
      short_name: 'LDS',
      start_url: '/',
      scope: '/',
      display: 'standalone',
      background_color: '#f7f4ee',
      theme_color: '#122020',
      lang: 'en',
    })
    expect(manifest.description).toBeTruthy()
  })

  it('has 192 and 512 icons for any use and a 512 maskable icon, all PNG', () => {
    const icons = (manifest.icons ?? []).map(({ sizes, purpose, type }) => ({ sizes, purpose, type }))
    expect(icons).toEqual([
      { sizes: '192x192', purpose: 'any', type: 'image/png' },
      { sizes: '512x512', purpose: 'any', type: 'image/png' },
      { sizes: '512x512', purpose: 'maskable', type: 'image/png' },
    ])
  })

  it('globs shell candidates only and filters them with one manifest transform', () => {
    const inject = createPwaOptions('/nowhere').injectManifest
    expect(inject?.globPatterns).toEqual(SHELL_GLOB_PATTERNS)
    expect(SHELL_GLOB_PATTERNS).toEqual(expect.arrayContaining(['index.html', 'offline.html', 'icons/*.png']))
    expect(SHELL_GLOB_PATTERNS.some((p) => p.includes('media'))).toBe(false)
    expect(inject?.manifestTransforms).toHaveLength(1)
  })
})

describe('BOOT_CHUNK_PATTERNS', () => {
  it('matches the compiled message catalogs and nothing else', () => {
    const isBoot = (url: string) => BOOT_CHUNK_PATTERNS.some((re) => re.test(url))
    expect(isBoot('assets/en-DpniHpLV.js')).toBe(true)
    expect(isBoot('assets/de-BOLr82sf.js')).toBe(true)
    expect(isBoot('assets/routes-CG1HuW5O.js')).toBe(false)
    expect(isBoot('assets/hotel-en-CG1HuW5O.js')).toBe(false)
    expect(isBoot('assets/de-BOLr82sf.css')).toBe(false)
  })
})
