import type { Language } from '#domain/catalogue/types.ts'
import type { ContentPage } from '#features/storefront/content/content-types.ts'
import { PRIVACY_CONTENT_DE } from './privacy-de.ts'
import { PRIVACY_CONTENT_EN } from './privacy-en.ts'

/** /privacy-policy in English and German (Swiss FADP and EU GDPR). */
export const PRIVACY_CONTENT: Record<Language, ContentPage> = { en: PRIVACY_CONTENT_EN, de: PRIVACY_CONTENT_DE }
