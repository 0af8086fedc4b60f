import type { Language } from '#domain/catalogue/types.ts'
import type { ContentPage } from '#features/storefront/content/content-types.ts'
import { TERMS_CONTENT_DE } from './terms-de.ts'
import { TERMS_CONTENT_EN } from './terms-en.ts'

/** /terms-and-conditions in English and German; the defaults match docs/product/property-pages.md#terms. */
export const TERMS_CONTENT: Record<Language, ContentPage> = { en: TERMS_CONTENT_EN, de: TERMS_CONTENT_DE }
