import type { Messages } from '@lingui/core'
import { i18n } from '@lingui/core'
import type { Language } from '#domain/catalogue/types.ts'
import { CATALOG_AREAS, catalogAreasFor, type CatalogArea } from '#domain/i18n/catalog-areas.ts'
import { detectLanguage } from '#domain/i18n/detect-language.ts'
import { readStoredLanguage, storeLanguage } from './language-storage.ts'

type Catalog = () => Promise<{ messages: Messages }>
type Part = 'core' | CatalogArea

/** The compiled catalogs, each its own chunk (docs/decisions/056-catalogs-by-area.md). */
const catalogs: Record<Part, Record<Language, Catalog>> = {
  core: { en: () => import('../locales/en.po'), de: () => import('../locales/de.po') },
  storefront: { en: () => import('../locales/storefront/en.po'), de: () => import('../locales/storefront/de.po') },
  'hotel-search': {
    en: () => import('../locales/hotel-search/en.po'),
    de: () => import('../locales/hotel-search/de.po'),
  },
  hotels: { en: () => import('../locales/hotels/en.po'), de: () => import('../locales/hotels/de.po') },
  leads: { en: () => import('../locales/leads/en.po'), de: () => import('../locales/leads/de.po') },
  chat: { en: () => import('../locales/chat/en.po'), de: () => import('../locales/chat/de.po') },
  partner: { en: () => import('../locales/partner/en.po'), de: () => import('../locales/partner/de.po') },
  account: { en: () => import('../locales/account/en.po'), de: () => import('../locales/account/de.po') },
}

/** The areas whose texts the active language holds (the core catalog always); all of them on the server. */
const loadedAreas = new Set<CatalogArea>()

/**
 * The language the visitor starts with, from the browser's state
 * (docs/product/language-and-formatting.md#language-detection).
 */
function detectBrowserLanguage(): Language {
  return detectLanguage({
    search: window.location.search,
    stored: readStoredLanguage(),
    hostname: window.location.hostname,
    cookies: document.cookie,
    navigatorLanguages: navigator.languages ?? [navigator.language],
  })
}

async function messagesOf(language: Language, parts: readonly Part[]): Promise<Messages> {
  const loaded = await Promise.all(parts.map((part) => catalogs[part][language]()))
  return Object.assign({}, ...loaded.map((module) => module.messages)) as Messages
}

/**
 * Loads the core catalog and the areas' (those already loaded too), activates the language, sets
 * <html lang> and stores the choice as `lang`.
 */
export async function activateLanguage(language: Language, areas: readonly CatalogArea[] = []): Promise<void> {
  const wanted = [...new Set([...loadedAreas, ...areas])]
  const messages = await messagesOf(language, ['core', ...wanted])
  i18n.loadAndActivate({ locale: language, messages })
  for (const area of wanted) loadedAreas.add(area)
  document.documentElement.lang = language
  storeLanguage(language)
}

/**
 * Adds the areas' texts to the active language before a page that shows them renders (the root
 * route's beforeLoad); nothing to wait for (undefined) when they are there already.
 */
export function loadCatalogAreas(areas: readonly CatalogArea[]): Promise<void> | undefined {
  const missing = areas.filter((area) => !loadedAreas.has(area))
  if (missing.length === 0) return undefined
  const language = currentLanguage()
  return messagesOf(language, missing).then((messages) => {
    if (i18n.locale !== language) return // the visitor switched meanwhile; activateLanguage loads what it needs
    i18n.load(language, messages)
    for (const area of missing) loadedAreas.add(area)
  })
}

/** The texts for the page at `pathname`: see `loadCatalogAreas`. */
export function loadCatalogsFor(pathname: string): Promise<void> | undefined {
  return loadCatalogAreas(catalogAreasFor(pathname))
}

/** The server render holds every catalog: no area is ever loaded on demand there. */
export function activateEveryCatalog(language: Language, messages: Messages): void {
  i18n.loadAndActivate({ locale: language, messages })
  for (const area of CATALOG_AREAS) loadedAreas.add(area)
}

/**
 * Boot step: detect the language and activate it with the areas of the page being opened. A text
 * shown anyway from an area not loaded (a page that outgrew `catalogAreasFor`) loads every area,
 * and the page renders again with it.
 */
export async function initI18n(): Promise<Language> {
  const language = detectBrowserLanguage()
  await activateLanguage(language, catalogAreasFor(window.location.pathname))
  i18n.on('missing', ({ id }) => {
    if (loadedAreas.size === CATALOG_AREAS.length) return
    console.warn(`Message ${id} is in a catalog this page did not load: loading every catalog`)
    void loadCatalogAreas(CATALOG_AREAS)?.catch(() => undefined)
  })
  return language
}

/** The active language ('en' before activation). */
export function currentLanguage(): Language {
  return i18n.locale === 'de' ? 'de' : 'en'
}
