import './help-centre.css'
import { Trans, useLingui } from '@lingui/react/macro'
import { Link } from '@tanstack/react-router'
import { useMemo } from 'react'
import { HELP_CATEGORIES } from '#domain/help/articles.ts'
import { searchHelp } from '#domain/help/search.ts'
import { useDocumentMeta } from '#ui/use-document-meta.ts'
import { CATEGORY_LABELS } from './category-labels.ts'
import { helpArticles, helpLanguageOf, type HelpArticle } from './content.ts'
import { HelpContactForm } from './help-contact-form.tsx'

type Props = { query: string; onQuery: (query: string) => void }

function ArticleLink({ article }: { article: HelpArticle }) {
  return (
    <li className="help-list__item">
      <Link to="/partner/help-centre/{-$slug}" params={{ slug: article.slug }} search={{}} className="help-list__link">
        {article.title}
      </Link>
      <p className="help-list__summary">{article.summary}</p>
    </li>
  )
}

/**
 * /partner/help-centre (docs/product/help-centre.md): the search over the articles of the page's
 * language, the articles by category while nothing is searched, and the contact form.
 */
export function HelpCentrePage({ query, onQuery }: Props) {
  const { t, i18n } = useLingui()
  useDocumentMeta({
    title: t`Help Centre | LDS`,
    description: t`Answers about every screen of the Luxury Distribution System, and the support team.`,
  })
  const language = helpLanguageOf(i18n.locale)
  const articles = helpArticles(language)
  const hits = useMemo(() => {
    const bySlug = new Map(articles.map((a) => [a.slug, a]))
    return searchHelp(articles, query).map((hit) => bySlug.get(hit.slug as HelpArticle['slug'])!)
  }, [articles, query])
  const searching = query.trim().length > 0
  return (
    <div className="help-centre">
      <header className="help-centre__header">
        <p className="eyebrow">
          <Trans>Luxury Distribution System</Trans>
        </p>
        <h1 className="help-centre__title">
          <Trans>Help Centre</Trans>
        </h1>
        <form role="search" className="help-centre__search" onSubmit={(event) => event.preventDefault()}>
          <label htmlFor="help-search" className="help-centre__search-label">
            <Trans>Search the Help Centre</Trans>
          </label>
          <input
            id="help-search"
            type="search"
            className="help-centre__search-input"
            value={query}
            placeholder={t`e.g. commission, PDF, offline`}
            autoComplete="off"
            onChange={(event) => onQuery(event.target.value)}
          />
        </form>
      </header>
      {searching ? (
        <section aria-labelledby="help-results-title" className="help-centre__results">
          <h2 id="help-results-title" aria-live="polite">
            {hits.length === 0 ? (
              <Trans>No article matches "{query}"</Trans>
            ) : hits.length === 1 ? (
              <Trans>1 article found</Trans>
            ) : (
              <Trans>{hits.length} articles found</Trans>
            )}
          </h2>
          <ul className="help-list">
            {hits.map((article) => (
              <ArticleLink key={article.slug} article={article} />
            ))}
          </ul>
        </section>
      ) : (
        <div className="help-centre__categories">
          {HELP_CATEGORIES.map((category) => (
            <section key={category} aria-labelledby={`help-category-${category}`} className="help-category">
              <h2 id={`help-category-${category}`}>{i18n._(CATEGORY_LABELS[category])}</h2>
              <ul className="help-list">
                {articles
                  .filter((article) => article.category === category)
                  .map((article) => (
                    <ArticleLink key={article.slug} article={article} />
                  ))}
              </ul>
            </section>
          ))}
        </div>
      )}
      <HelpContactForm />
    </div>
  )
}
