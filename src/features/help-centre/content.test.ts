import { describe, expect, it } from 'vitest'
import { HELP_ARTICLE_SLUGS, HELP_CATEGORIES, HELP_LANGUAGES } from '#domain/help/articles.ts'
import { searchHelp } from '#domain/help/search.ts'
import { HELP_CONTENT_FILES, findHelpArticle, helpArticles } from './content.ts'

describe('the help content files', () => {
  it('are exactly one file per slug and language', () => {
    const expected = HELP_LANGUAGES.flatMap((language) =>
      HELP_ARTICLE_SLUGS.map((slug) => `/src/content/help/${language}/${slug}.md`),
    )
    expect([...HELP_CONTENT_FILES].sort()).toEqual(expected.sort())
  })

  it.each(HELP_LANGUAGES)('give every %s article a title, a summary, a body and a category', (language) => {
    for (const article of helpArticles(language)) {
      expect(article.title.length).toBeGreaterThan(3)
      expect(article.summary.length).toBeGreaterThan(10)
      expect(article.body).toMatch(/^## /m)
      expect(HELP_CATEGORIES).toContain(article.category)
    }
    expect(helpArticles(language)).toHaveLength(HELP_ARTICLE_SLUGS.length)
  })

  it.each([
    ['de', 'Provision', 'commission-payouts'],
    ['de', 'Zimmer', 'multi-room-selection'],
    ['de', 'auszahlung', 'commission-payouts'],
    ['de', 'Startbildschirm', 'offline-and-installing'],
    ['en', 'payouts', 'commission-payouts'],
    ['en', 'multi-room', 'multi-room-selection'],
  ] as const)('in %s, %j finds %s', (language, query, slug) => {
    expect(searchHelp(helpArticles(language), query).map((hit) => hit.slug)).toContain(slug)
  })

  it('finds an article by language and slug, and nothing for an unknown slug', () => {
    expect(findHelpArticle('de', 'commission-payouts')?.title).toBe('Provisionsauszahlung')
    expect(findHelpArticle('en', 'nope')).toBeUndefined()
  })
})
