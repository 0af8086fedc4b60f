import { useLingui } from '@lingui/react/macro'
import type { Language } from '#domain/catalogue/types.ts'
import { ContentPageView } from '#features/storefront/content/content-page.tsx'
import type { ContentPage } from '#features/storefront/content/content-types.ts'

/** An info page (/about, /privacy-policy, …) in the visitor's language. */
export function InfoPage({ content }: { content: Record<Language, ContentPage> }) {
  const { t, i18n } = useLingui()
  const lang: Language = i18n.locale === 'de' ? 'de' : 'en'
  return <ContentPageView page={content[lang]} lang={lang} labels={{ toc: t`Contents`, breadcrumbs: t`Breadcrumb` }} />
}
