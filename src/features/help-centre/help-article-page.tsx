import './help-centre.css'
import { Trans, useLingui } from '@lingui/react/macro'
import { Link } from '@tanstack/react-router'
import type { HelpArticleSlug } from '#domain/help/articles.ts'
import { MarkdownText } from '#ui/markdown-text.tsx'
import { useDocumentMeta } from '#ui/use-document-meta.ts'
import { CATEGORY_LABELS } from './category-labels.ts'
import { findHelpArticle, helpLanguageOf } from './content.ts'
import { HelpContactForm } from './help-contact-form.tsx'
import { HelpfulQuestion } from './helpful-question.tsx'

/**
 * /partner/help-centre/{slug} (docs/product/help-centre.md#articles): one article in the page's language,
 * rendered with the app's markdown component, 'Was this helpful?' and the contact form.
 */
export function HelpArticlePage({ slug }: { slug: HelpArticleSlug }) {
  const { t, i18n } = useLingui()
  const language = helpLanguageOf(i18n.locale)
  // the route lets known slugs only through, and every slug has a file in both languages (content.test.ts)
  const article = findHelpArticle(language, slug)!
  useDocumentMeta({ title: t`${article.title} | Help Centre | LDS`, description: article.summary })
  return (
    <article className="help-centre help-article" lang={language}>
      <nav aria-label={t`Breadcrumb`} className="help-article__crumbs">
        <Link to="/partner/help-centre/{-$slug}" params={{ slug: undefined }} search={{}}>
          <Trans>Help Centre</Trans>
        </Link>
        <span aria-hidden="true"> / </span>
        <span>{i18n._(CATEGORY_LABELS[article.category])}</span>
      </nav>
      <header className="help-centre__header">
        <h1 className="help-centre__title">{article.title}</h1>
        <p className="help-article__lead">{article.summary}</p>
      </header>
      <MarkdownText text={article.body} className="help-article__body" />
      <HelpfulQuestion key={`${slug}-${language}`} slug={slug} language={language} />
      <HelpContactForm article={slug} />
    </article>
  )
}
