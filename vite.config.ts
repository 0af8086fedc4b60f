import { fileURLToPath } from 'node:url'
import { lingui } from '@lingui/vite-plugin'
import babel from '@rolldown/plugin-babel'
import { tanstackRouter } from '@tanstack/router-plugin/vite'
import react from '@vitejs/plugin-react'
import { VitePWA } from 'vite-plugin-pwa'
import { defineConfig } from 'vitest/config'
import { noChunkCycles } from './scripts/vite/chunk-cycles.ts'
import { chunkFileName, clientChunkGroups, entryModulesPlugin } from './scripts/vite/chunk-groups.ts'
import { compileHints } from './scripts/vite/compile-hints.ts'
import { entryChunksLoaded } from './scripts/vite/entry-chunks-loaded.ts'
import { noFormGroups } from './scripts/vite/no-form-groups.ts'
import { pwaOptions } from './sw/pwa-options.ts'
import { ENTRY_STAGES } from './src/domain/system/entry-stages.ts'

const API_TARGET = 'http://localhost:3000'

/**
 * Client build and the server render's build (router plugin first, then the Lingui macro through Babel before React, the
 * Lingui catalog loader, and the PWA) plus the three Vitest projects: unit, server and e2e.
 * Heavy libraries (maplibre-gl, @react-pdf/renderer, stream-chat-react) are only ever imported
 * lazily, so they stay out of the landing's initial JavaScript.
 */
export default defineConfig(({ isSsrBuild }) => {
  // a dynamic import preloads only the chunks the entry has not loaded already (decision 061)
  const preloads = entryChunksLoaded()
  // the entry's modules, which the client build's chunk groups keep in the entry's chunk (decision 065)
  const entry = entryModulesPlugin()
  return {
    plugins: [
      entry.plugin,
      preloads.plugin,
      tanstackRouter({ target: 'react', autoCodeSplitting: true }),
      babel({ plugins: ['@lingui/babel-plugin-lingui-macro'] }),
      react(),
      lingui(),
      // the server render's build (scripts/build-server.mjs) makes no worker or manifest
      isSsrBuild ? [] : VitePWA(pwaOptions),
      // the browser compiles the chunks a page runs while they download (decision 070)
      isSsrBuild ? [] : compileHints(),
      // no two chunks of the client build import each other (decision 117)
      isSsrBuild ? [] : noChunkCycles(),
      // TanStack Form's form groups, which no form here uses, stay out of the bundle (decision 131)
      noFormGroups(),
    ],
    resolve: {
      // TanStack Form's devtools event client: a no-op, no devtools ship (decision 101)
      alias: {
        '@tanstack/devtools-event-client': fileURLToPath(
          new URL('./src/lib/vendor/devtools-event-client-off.ts', import.meta.url),
        ),
      },
    },
    build: {
      target: 'es2022',
      sourcemap: false,
      // NO_MINIFY=1 vite build: readable function names in a Chromium profile (never shipped)
      minify: process.env.NO_MINIFY ? false : undefined,
      // one stylesheet for every page: a server-rendered page is styled at its first paint, whatever
      // its route (route chunks' own CSS would arrive after the HTML and shift the page), and later
      // navigations fetch no CSS; MapLibre's styles load with the map (docs/decisions/045-server-rendering.md)
      cssCodeSplit: false,
      modulePreload: { resolveDependencies: preloads.resolveDependencies },
      // React and the TanStack libraries in chunks of their own, which a server-rendered page's
      // loader evaluates one task after the other before the entry (decision 064); the entry's own
      // modules in its chunk, and the routes' shared modules in few chunks (decision 065)
      rolldownOptions: isSsrBuild
        ? {}
        : {
            output: {
              chunkFileNames: chunkFileName,
              codeSplitting: { groups: clientChunkGroups(ENTRY_STAGES, entry.entryModules) },
            },
          },
    },
    server: {
      proxy: {
        '/api': { target: API_TARGET, changeOrigin: false },
        '/media': { target: API_TARGET, changeOrigin: false },
        '/oidc': { target: API_TARGET, changeOrigin: false },
      },
    },
    preview: {
      proxy: {
        '/api': { target: API_TARGET, changeOrigin: false },
        '/media': { target: API_TARGET, changeOrigin: false },
        '/oidc': { target: API_TARGET, changeOrigin: false },
      },
    },
    test: {
      // a worker per core: vitest's default leaves one core to itself, which is 1 worker on 2 cores
      // (the unit projects inherit it; the browser tests run one file at a time)
      maxWorkers: '100%',
      projects: [
        {
          // pure logic: no DOM to set up per file (a file that needs one says `@vitest-environment jsdom`)
          extends: true,
          test: {
            name: 'unit',
            include: ['src/**/*.test.ts', 'sw/**/*.test.ts', 'scripts/**/*.test.ts', 'tests/lint/**/*.test.ts'],
            environment: 'node',
            setupFiles: ['src/test/setup.ts'],
          },
        },
        {
          // components: rendered into jsdom
          extends: true,
          test: {
            name: 'unit-dom',
            include: ['src/**/*.test.tsx'],
            environment: 'jsdom',
            setupFiles: ['src/test/setup.ts'],
          },
        },
        {
          test: {
            name: 'server',
            // a worker per core; each test app has a database of its own (tests/setup/server-app.ts)
            maxWorkers: '100%',
            include: ['server/**/*.test.ts'],
            environment: 'node',
            testTimeout: 120_000,
            hookTimeout: 120_000,
            pool: 'forks',
          },
        },
        {
          test: {
            name: 'e2e',
            include: ['tests/e2e/**/*.test.ts'],
            environment: 'node',
            globalSetup: ['tests/e2e/support/global-setup.ts'],
            testTimeout: 180_000,
            hookTimeout: 300_000,
            fileParallelism: false,
          },
        },
      ],
    },
  }
})
