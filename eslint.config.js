import { readdirSync } from 'node:fs'
import js from '@eslint/js'
import { createTypeScriptImportResolver } from 'eslint-import-resolver-typescript'
import importX from 'eslint-plugin-import-x'
import globals from 'globals'
import reactHooks from 'eslint-plugin-react-hooks'
import tseslint from 'typescript-eslint'
import lds from './scripts/eslint/no-cycle.mjs'

const folders = (dir) =>
  readdirSync(new URL(dir, import.meta.url), { withFileTypes: true })
    .filter((entry) => entry.isDirectory())
    .map((entry) => entry.name)

/**
 * Server cross-feature imports we still allow, each with its reason: { feature: ['./other/file.ts'] }
 * (paths under server/features). Mailer no longer imports enquiries/routes.ts and destinations
 * reads the catalogue module instead of property-search's snapshot.
 * - hotel-offers answers GET /api/hotelrooms/:roomId in the very shape of the hotel's room list:
 *   one mapper (hotels/room-answer.ts), so the two answers cannot drift apart.
 */
const serverFeatureExceptions = { 'hotel-offers': ['./hotels/room-answer.ts'] }

/** A feature folder may import only itself among its sibling features. */
const featureZones = (base, exceptions = {}) =>
  folders(`${base}/`).map((feature) => ({
    target: `${base}/${feature}`,
    from: base,
    except: [`./${feature}`, ...(exceptions[feature] ?? [])],
    message:
      'Features never import another feature: move the shared piece to ui/, lib/ or domain/ (server: lib/ or a module).',
  }))

/**
 * The layers (docs/architecture.md): app -> features -> ui, lib, domain; routes compose features.
 * Features never import each other, and nothing below app imports app.
 */
const layerZones = [
  ...featureZones('./src/features'),
  ...featureZones('./server/features', serverFeatureExceptions),
  {
    target: ['./src/ui', './src/lib', './src/domain'],
    from: ['./src/features', './src/app', './src/routes'],
    message: 'ui/, lib/ and domain/ are shared layers: they never import features/, app/ or routes/.',
  },
  {
    target: './src/features',
    from: ['./src/app', './src/routes'],
    message: 'Features never import app/ or routes/: app/ and routes/ compose features, not the other way round.',
  },
  {
    target: ['./server/lib', './server/catalogue', './server/auth', './server/db', './server/integrations'],
    from: './server/features',
    message:
      'Shared server modules never import a feature: features use them, not the other way round (compose in server/app.ts).',
  },
  {
    target: './src/domain',
    from: ['./src/ui', './src/lib', './server', './sw'],
    message: 'The domain is pure and shared by client and server: it imports only itself.',
  },
]

/**
 * Import cycles we still allow, each with its reason: config blocks that turn lds/no-cycle off for
 * the files of the cycle. Empty. lds/no-cycle (scripts/eslint/no-cycle.mjs) counts type-only
 * imports too, which import-x/no-cycle skips, so no cycle of any kind is left.
 */
const cycleExceptions = []

export default tseslint.config(
  {
    ignores: [
      'dist/**',
      'dist-server/**',
      'data/**',
      'node_modules/**',
      'coverage/**',
      'tmp/**',
      'dev-dist/**',
      'src/routeTree.gen.ts',
      'src/locales/*.ts',
      '.bench/**',
      // deliberately broken files for tests/lint/boundaries.test.ts
      'tests/lint/fixtures/**',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.browser, ...globals.node } },
    rules: {
      '@typescript-eslint/consistent-type-imports': ['error', { fixStyle: 'inline-type-imports' }],
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
    },
  },
  {
    files: ['src/**/*.{ts,tsx}'],
    plugins: { 'react-hooks': reactHooks },
    rules: { ...reactHooks.configs.recommended.rules },
  },
  {
    // layers and cycles: resolved like TypeScript does (tsconfig, package.json "imports" aliases)
    files: ['src/**/*.{ts,tsx}', 'server/**/*.ts', 'sw/**/*.ts', 'tests/**/*.ts'],
    plugins: { 'import-x': importX, lds },
    settings: {
      'import-x/extensions': ['.ts', '.tsx', '.js', '.mjs'],
      'import-x/parsers': { '@typescript-eslint/parser': ['.ts', '.tsx'] },
      'import-x/external-module-folders': ['node_modules', 'node_modules/@types'],
      'import-x/resolver-next': [createTypeScriptImportResolver({ project: './tsconfig.json' })],
    },
    rules: {
      'import-x/no-restricted-paths': ['error', { zones: layerZones }],
      // import-x/no-cycle with type-only imports counted (scripts/eslint/no-cycle.mjs)
      'lds/no-cycle': 'error',
    },
  },
  ...cycleExceptions,
  {
    // the shared domain stays pure: no React, DOM frameworks, Drizzle or node: modules
    files: ['src/domain/**/*.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        { patterns: ['react', 'react-dom', 'drizzle-orm', 'drizzle-orm/*', 'node:*', 'hono', 'hono/*', '@tanstack/*'] },
      ],
    },
  },
)
