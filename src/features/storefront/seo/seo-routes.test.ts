import { createMemoryHistory, createRouter } from '@tanstack/react-router'
import { describe, expect, it } from 'vitest'
import { pathStatus } from '#domain/routing/path-status.ts'
import { routeTree } from '#route-tree'
import { alpsOverviewPage, seoCountryPage, seoPlacePage } from './seo-pages.ts'
import { PLACE_TEXTS } from './seo-place-texts.ts'
import { SEO_COUNTRIES, findSeoPage, seoPlacePath } from './seo-registry.ts'

const leafRoute = (path: string) => {
  const router = createRouter({
    routeTree,
    history: createMemoryHistory({ initialEntries: [path] }),
    context: { queryClient: undefined as never },
  })
  return router.matchRoutes(router.parseLocation(router.history.location)).at(-1)?.routeId
}

const ALL_PLACES = SEO_COUNTRIES.flatMap((c) => c.places.map((p) => seoPlacePath(c, p)))

describe('German SEO pages', () => {
  it('cover the countries, regions and resorts of the specification', () => {
    expect(ALL_PLACES.map((p) => p.split('/').slice(2).join('/'))).toEqual([
      'oesterreich/vorarlberg',
      'oesterreich/kitzbuehel',
      'oesterreich/lech',
      'oesterreich/st-anton',
      'schweiz/st-moritz',
      'schweiz/davos',
      'schweiz/gstaad',
      'schweiz/verbier',
      'schweiz/zermatt',
      'frankreich/courchevel',
      'frankreich/chamonix',
      'frankreich/megeve',
      'italien/cortina',
    ])
  })

  it.each([
    ['/die-luxuri%C3%B6sesten-chalets-der-alpen', '/die-luxuriösesten-chalets-der-alpen/'],
    ['/die-luxuriösesten-chalets-der-alpen/', '/die-luxuriösesten-chalets-der-alpen/'],
    ['/die-luxuri%C3%B6sesten-chalets-der-alpen/schweiz', '/die-luxuriösesten-chalets-der-alpen/$country/'],
    [
      '/die-luxuri%C3%B6sesten-chalets-der-alpen/oesterreich/vorarlberg',
      '/die-luxuriösesten-chalets-der-alpen/$country/$place',
    ],
    ['/diskretion-sicherheit', '/diskretion-sicherheit'],
    ['/luxus-ski-reisen/', '/luxus-ski-reisen'],
    ['/about', '/about'],
    ['/kontakt', '/kontakt'],
    ['/enquire-now', '/enquire-now'],
  ])('the router matches %s (the umlaut encoded or not)', (path, routeId) => {
    expect(leafRoute(path)).toBe(routeId)
  })

  it.each(ALL_PLACES)('%s is a known path for the server and has its text', (path) => {
    expect(pathStatus(encodeURI(path)).status).toBe(200)
    expect(PLACE_TEXTS[path.split('/').at(-1)!]).toBeDefined()
  })

  it('finds pages, moves other country spellings and refuses unknown ones', () => {
    expect(findSeoPage('oesterreich', 'lech')).toMatchObject({ kind: 'found', place: { name: 'Lech' } })
    expect(findSeoPage('osterreich', 'lech')).toEqual({
      kind: 'moved',
      path: '/die-luxuriösesten-chalets-der-alpen/oesterreich/lech',
    })
    expect(findSeoPage('%C3%B6sterreich')).toEqual({
      kind: 'moved',
      path: '/die-luxuriösesten-chalets-der-alpen/oesterreich',
    })
    expect(findSeoPage('germany')).toEqual({ kind: 'unknown' })
    expect(findSeoPage('schweiz', 'lech')).toEqual({ kind: 'unknown' })
  })

  it('builds every page with a title, a description and links to the matching chalet lists', () => {
    const pages = [
      alpsOverviewPage(),
      ...SEO_COUNTRIES.map(seoCountryPage),
      ...SEO_COUNTRIES.flatMap((c) => c.places.map((p) => seoPlacePage(c, p))),
    ]
    for (const page of pages) {
      expect(page.metaTitle.length).toBeGreaterThan(10)
      expect(page.description.length).toBeGreaterThan(50)
    }
    const courchevel = seoPlacePage(SEO_COUNTRIES[2]!, SEO_COUNTRIES[2]!.places[0]!)
    const hrefs = JSON.stringify(courchevel.sections)
    for (const href of [
      '/chalets/france/courchevel"',
      '/chalets/france/courchevel-1850',
      '/chalets/france/courchevel-1300',
      '/apartments/france',
    ])
      expect(hrefs).toContain(href)
    const zermatt = JSON.stringify(seoPlacePage(SEO_COUNTRIES[1]!, SEO_COUNTRIES[1]!.places[4]!))
    expect(zermatt).toContain('/chalets/switzerland/zermatt')
    expect(zermatt).toContain('1 608 m')
  })
})
