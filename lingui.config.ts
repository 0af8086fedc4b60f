import { defineConfig } from '@lingui/cli'
import { formatter } from '@lingui/format-po'
import { AREA_SOURCES, CATALOG_AREAS } from './src/domain/i18n/catalog-areas.ts'

const NOT_SOURCES = ['**/node_modules/**', '**/*.test.*']

/** A folder's files as a glob (a file stays itself). */
const glob = (source: string) => (/\.tsx?$/.test(source) ? source : `${source}/**`)

/**
 * One catalog per area (src/locales/<area>/{locale}.po) and the core catalog (src/locales/{locale}.po)
 * of everything else in src: docs/decisions/056-catalogs-by-area.md.
 */
export default defineConfig({
  sourceLocale: 'en',
  locales: ['en', 'de'],
  catalogs: [
    {
      path: '<rootDir>/src/locales/{locale}',
      include: ['src'],
      exclude: [...NOT_SOURCES, ...CATALOG_AREAS.flatMap((area) => AREA_SOURCES[area].map(glob))],
    },
    ...CATALOG_AREAS.map((area) => ({
      path: `<rootDir>/src/locales/${area}/{locale}`,
      include: [...AREA_SOURCES[area]],
      exclude: NOT_SOURCES,
    })),
  ],
  // origins without line numbers: a moved line does not rewrite every catalog (docs/decisions/056-catalogs-by-area.md)
  format: formatter({ lineNumbers: false }),
  compileNamespace: 'ts',
})
