import './content.css'
import type { Language } from '#domain/catalogue/types.ts'
import { toAsciiSlug } from '#domain/text/ascii-slug.ts'
import { useDocumentMeta } from '#ui/use-document-meta.ts'
import { useHeadLinks, type HeadLinks } from '#ui/use-head-links.ts'
import { HrefLink } from '#ui/catalogue/href-link.tsx'
import { ContentBlock } from './content-blocks.tsx'
import type { ContentPage } from './content-types.ts'

type Props = { page: ContentPage; lang: Language; headLinks?: HeadLinks; labels: { toc: string; breadcrumbs: string } }

/** An editorial page: a quiet hero, an optional table of contents, readable sections and a call to action. */
export function ContentPageView({ page, lang, headLinks, labels }: Props) {
  useDocumentMeta({ title: page.metaTitle, description: page.description })
  useHeadLinks(headLinks ?? {})
  const sections = page.sections.map((section) => ({ ...section, id: section.id ?? toAsciiSlug(section.heading) }))
  return (
    <article className="content" lang={lang}>
      <header className="content__hero">
        <div className="content__hero-inner">
          {page.breadcrumbs?.length ? (
            <nav className="content__breadcrumbs" aria-label={labels.breadcrumbs}>
              <ol>
                {page.breadcrumbs.map((crumb) => (
                  <li key={crumb.href}>
                    <HrefLink href={crumb.href}>{crumb.label}</HrefLink>
                  </li>
                ))}
              </ol>
            </nav>
          ) : null}
          <p className="content__eyebrow">{page.eyebrow}</p>
          <h1 className="content__title">{page.title}</h1>
          <p className="content__lead">{page.lead}</p>
          {page.updated ? <p className="content__updated">{page.updated}</p> : null}
        </div>
      </header>
      <div className={page.toc ? 'content__body content__body--toc' : 'content__body'}>
        {page.toc ? (
          <nav className="content__toc" aria-label={labels.toc}>
            <p className="content__toc-title">{labels.toc}</p>
            <ol>
              {sections.map((section) => (
                <li key={section.id}>
                  <a href={`#${section.id}`}>{section.heading}</a>
                </li>
              ))}
            </ol>
          </nav>
        ) : null}
        <div className="content__sections">
          {sections.map((section) => (
            <section
              key={section.id}
              id={section.id}
              className="content__section"
              aria-labelledby={`${section.id}-title`}
            >
              <h2 id={`${section.id}-title`} className="content__heading">
                {section.heading}
              </h2>
              {section.blocks.map((block, index) => (
                <ContentBlock key={index} block={block} />
              ))}
            </section>
          ))}
        </div>
      </div>
      {page.cta ? (
        <aside className="content__cta">
          <h2 className="content__cta-title">{page.cta.title}</h2>
          <p>{page.cta.text}</p>
          <HrefLink href={page.cta.href} className="button button--light">
            {page.cta.label}
          </HrefLink>
        </aside>
      ) : null}
    </article>
  )
}
