/**
 * The language and host brand of a page request, decided on the server from the address, the
 * cookies and Accept-Language as the browser decides them from its own state
 * (docs/product/language-and-formatting.md#language-detection, docs/decisions/045-server-rendering.md).
 */
import { brandSelectionFromSearch, hostBrandWithSelection } from '../brand/brand-selection.ts'
import type { Brand } from '../brand/brand-types.ts'
import type { Language } from '../catalogue/types.ts'
import { cookieValue } from '../http/cookie-value.ts'
import { acceptLanguageTags } from '../i18n/accept-language.ts'
import { detectLanguage, LANGUAGE_STORAGE_KEY } from '../i18n/detect-language.ts'

export type RenderChoices = { language: Language; brand: Brand }

export function renderChoices(url: URL, cookies: string, acceptLanguage: string | null | undefined): RenderChoices {
  const language = detectLanguage({
    search: url.search,
    // the browser mirrors its stored choice in the `lang` cookie
    stored: cookieValue(cookies, LANGUAGE_STORAGE_KEY),
    hostname: url.hostname,
    cookies,
    navigatorLanguages: acceptLanguageTags(acceptLanguage),
  })
  const selection = brandSelectionFromSearch(url.search)
  const brand = hostBrandWithSelection(url.hostname, selection.kind === 'select' ? selection.id : null)
  return { language, brand }
}
