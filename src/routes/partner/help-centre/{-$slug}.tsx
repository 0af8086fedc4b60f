import { createFileRoute, notFound } from '@tanstack/react-router'
import { isHelpArticleSlug } from '#domain/help/articles.ts'
import { HelpCentreSearchSchema } from '#domain/help/search-params.ts'
import { AccessGuard } from '#features/auth/access-guard.tsx'
import { HelpArticlePage } from '#features/help-centre/help-article-page.tsx'
import { HelpCentrePage } from '#features/help-centre/help-centre-page.tsx'

/**
 * /partner/help-centre?q= (the search, in the URL) and /partner/help-centre/{slug} (one article; an unknown
 * slug is the 404), access type partners (docs/product/help-centre.md). One route with an optional
 * slug, so both pages are one chunk: two routes sharing the articles regrouped the build's shared
 * chunks into two that import each other (docs/decisions/123-help-centre.md).
 */
export const Route = createFileRoute('/partner/help-centre/{-$slug}')({
  validateSearch: HelpCentreSearchSchema,
  beforeLoad: ({ params }) => {
    if (params.slug !== undefined && !isHelpArticleSlug(params.slug)) throw notFound()
  },
  component: HelpCentreRoute,
})

function HelpCentreRoute() {
  const { slug } = Route.useParams()
  const { q } = Route.useSearch()
  const navigate = Route.useNavigate()
  return (
    <AccessGuard accessType="partners">
      {slug !== undefined && isHelpArticleSlug(slug) ? (
        <HelpArticlePage slug={slug} />
      ) : (
        <HelpCentrePage
          query={q ?? ''}
          onQuery={(next) => void navigate({ to: '.', search: next ? { q: next } : {}, replace: true })}
        />
      )}
    </AccessGuard>
  )
}
