import {
  HELP_ARTICLES,
  HELP_LANGUAGES,
  type HelpArticleSlug,
  type HelpCategory,
  type HelpLanguage,
} from '#domain/help/articles.ts'
import { parseArticleFile } from '#domain/help/article-file.ts'

/**
 * The Help Centre's articles, read from src/content/help/{en,de}/*.md at build time: they are part of
 * the Help Centre's JavaScript chunk, which the service worker keeps once loaded, so every article of
 * both languages opens offline after the Help Centre was opened once
 * (docs/decisions/123-help-centre.md).
 */
export interface HelpArticle {
  slug: HelpArticleSlug
  language: HelpLanguage
  category: HelpCategory
  title: string
  summary: string
  body: string
}

const FILES = import.meta.glob<string>('/src/content/help/*/*.md', { query: '?raw', import: 'default', eager: true })

function load(language: HelpLanguage): HelpArticle[] {
  return (Object.keys(HELP_ARTICLES) as HelpArticleSlug[]).flatMap((slug) => {
    const raw = FILES[`/src/content/help/${language}/${slug}.md`]
    if (raw === undefined) return []
    return [{ slug, language, category: HELP_ARTICLES[slug], ...parseArticleFile(raw) }]
  })
}

const ARTICLES: Record<HelpLanguage, HelpArticle[]> = {
  en: load('en'),
  de: load('de'),
}

/** The articles in `language`, in the order of the index (src/domain/help/articles.ts). */
export function helpArticles(language: HelpLanguage): readonly HelpArticle[] {
  return ARTICLES[language]
}

export function findHelpArticle(language: HelpLanguage, slug: string): HelpArticle | undefined {
  return ARTICLES[language].find((article) => article.slug === slug)
}

/** Every content file's path, for the test that each slug has a file in each language. */
export const HELP_CONTENT_FILES: readonly string[] = Object.keys(FILES)

export function helpLanguageOf(locale: string): HelpLanguage {
  return (HELP_LANGUAGES as readonly string[]).includes(locale) ? (locale as HelpLanguage) : 'en'
}
