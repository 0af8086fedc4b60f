// @vitest-environment node
import { existsSync, globSync, readFileSync } from 'node:fs'
import path from 'node:path'
import { describe, expect, it } from 'vitest'
import { AREA_SOURCES, CATALOG_AREAS, catalogAreasFor, type CatalogArea } from '#domain/i18n/catalog-areas.ts'

/**
 * Every text a page can render is in a catalog that page loads (docs/decisions/056-catalogs-by-area.md):
 * from each route file, every module it imports (statically or lazily, through -components, features,
 * ui and lib) that writes texts must be in the core catalog or in an area `catalogAreasFor` gives the
 * route's address, and a layout route's texts in an area of every page beneath it. The shell (main.tsx,
 * __root.tsx) reaches the core catalog only.
 */
const ROOT = process.cwd()
/** The `#…/*` aliases of package.json's "imports" ('#ui/' -> 'src/ui/'), as TypeScript and Vite resolve them. */
const ALIASES: Record<string, string> = Object.fromEntries(
  Object.entries(
    (JSON.parse(readFileSync(path.join(ROOT, 'package.json'), 'utf8')) as { imports: Record<string, string> }).imports,
  )
    .filter(([alias]) => alias.endsWith('/*'))
    .map(([alias, target]) => [alias.slice(0, -1), target.replace(/^\.\//, '').slice(0, -1)]),
)
const SOURCES = globSync('src/**/*.{ts,tsx}', { cwd: ROOT }).filter(
  (file) => !/\.test\.tsx?$|^src\/test\/|routeTree\.gen\.ts$/.test(file),
)
const TEXTS = /from '@lingui\/(core|react)\/macro'/

const code = new Map(SOURCES.map((file) => [file, readFileSync(path.join(ROOT, file), 'utf8')]))

function resolve(from: string, specifier: string): string | undefined {
  const alias = Object.keys(ALIASES).find((prefix) => specifier.startsWith(prefix))
  const target = alias
    ? ALIASES[alias] + specifier.slice(alias.length)
    : specifier.startsWith('.')
      ? path.join(path.dirname(from), specifier)
      : undefined
  return target && code.has(target) ? target : undefined
}

/** The modules a file imports, statically or lazily (type-only imports render nothing). */
function importsOf(file: string): string[] {
  const source = code.get(file) ?? ''
  const specifiers = [
    ...[...source.matchAll(/^import (?!type )[^'"]*?from '([^']+)'/gms)].map((match) => match[1]),
    ...[...source.matchAll(/^import '([^']+)'/gm)].map((match) => match[1]),
    ...[...source.matchAll(/import\('([^']+)'\)/g)].map((match) => match[1]),
  ]
  return specifiers.flatMap((specifier) => resolve(file, specifier ?? '') ?? [])
}

/** The areas whose catalogs hold a file's texts (a file two areas list is in both), or core. */
function areasOf(file: string): (CatalogArea | 'core')[] {
  const areas = CATALOG_AREAS.filter((area) =>
    AREA_SOURCES[area].some((source) => file === source || file.startsWith(`${source}/`)),
  )
  return areas.length ? areas : ['core']
}

/** Files with texts a root reaches, each with the import chain that reaches it. */
function textsReached(root: string): Map<string, string[]> {
  const reached = new Map<string, string[]>()
  const seen = new Set<string>([root])
  const queue: string[][] = [[root]]
  while (queue.length) {
    const chain = queue.shift() ?? []
    const file = chain.at(-1) ?? ''
    if (TEXTS.test(code.get(file) ?? '')) reached.set(file, chain)
    for (const next of importsOf(file)) {
      if (seen.has(next)) continue
      seen.add(next)
      queue.push([...chain, next])
    }
  }
  return reached
}

/** A route file's address, with a sample value for each parameter. */
function routePath(file: string): string {
  const segments = file
    .replace(/^src\/routes\//, '')
    .replace(/\.tsx?$/, '')
    .split('/')
    .filter((segment) => segment !== 'index' && segment !== 'route' && !/^\(.*\)$/.test(segment))
    .map((segment) => (segment.startsWith('$') ? 'x' : segment.replace(/_$/, '')))
  return `/${segments.join('/')}`
}

const ROUTES = SOURCES.filter(
  (file) =>
    file.startsWith('src/routes/') &&
    !file.split('/').some((part) => part.startsWith('-')) &&
    !file.endsWith('__root.tsx'),
)
const isLayout = (file: string) =>
  file.endsWith('/route.tsx') || existsSync(path.join(ROOT, file.replace(/\.tsx$/, '')))

/** The areas every page a route renders on loads: its own address's, and each page's beneath a layout. */
function allowedAreas(file: string): Set<CatalogArea | 'core'> {
  const own = routePath(file)
  const pages = isLayout(file)
    ? ROUTES.map(routePath).filter((other) => other === own || other.startsWith(`${own}/`))
    : [own]
  const allowed = new Set<CatalogArea | 'core'>(['core', ...CATALOG_AREAS])
  for (const page of pages) {
    const areas = new Set<CatalogArea | 'core'>(['core', ...catalogAreasFor(page)])
    for (const area of allowed) if (!areas.has(area)) allowed.delete(area)
  }
  return allowed
}

function misplacedTexts(root: string, allowed: Set<CatalogArea | 'core'>): string[] {
  return [...textsReached(root)]
    .filter(([file]) => !areasOf(file).some((area) => allowed.has(area)))
    .map(([file, chain]) => `${file} (${areasOf(file).join(', ')}) via ${chain.join(' -> ')}`)
}

describe('the catalogs by area', () => {
  it('finds the route files and the texts (the check itself works)', () => {
    expect(ROUTES).toContain('src/routes/hotels/$hotelId/route.tsx')
    expect(routePath('src/routes/hotels/$hotelId_/inspirationnow.tsx')).toBe('/hotels/x/inspirationnow')
    expect(routePath('src/routes/index.tsx')).toBe('/')
    expect(areasOf('src/features/booking/details-step.tsx')).toEqual(['leads'])
    expect(areasOf('src/app/footer/b2c-footer.tsx')).toEqual(['core'])
    expect(areasOf('src/lib/labels/hotel-room-labels.ts')).toEqual(['hotel-search', 'hotels'])
    expect(areasOf('src/lib/labels/meal-plan-labels.ts')).toEqual(['hotels', 'partner'])
    const hotelPage = [...textsReached('src/routes/hotels/$hotelId/route.tsx').keys()]
    expect(hotelPage.some((file) => file.startsWith('src/features/hotels/'))).toBe(true)
    // a leads text under the hotel page's layout would be reported
    expect(
      misplacedTexts('src/routes/hotels/$hotelId/save-interest.tsx', new Set(['core', 'hotels'])).length,
    ).toBeGreaterThan(0)
  })

  it("has every area's catalogs in the client's loader and in the server render", () => {
    const loader = code.get('src/lib/i18n.ts') ?? ''
    const serverRender = code.get('src/entry-server.tsx') ?? ''
    for (const area of CATALOG_AREAS)
      for (const language of ['en', 'de']) {
        expect(loader, `src/lib/i18n.ts: ${area} ${language}`).toContain(`../locales/${area}/${language}.po`)
        expect(serverRender, `src/entry-server.tsx: ${area} ${language}`).toContain(`./locales/${area}/${language}.po`)
      }
  })

  it('keeps the shell on the core catalog', () => {
    expect([
      ...misplacedTexts('src/main.tsx', new Set(['core'])),
      ...misplacedTexts('src/routes/__root.tsx', new Set(['core'])),
    ]).toEqual([])
  })

  it.each(ROUTES)('%s renders texts only from the catalogs its pages load', (route) => {
    expect(misplacedTexts(route, allowedAreas(route))).toEqual([])
  })
})
