import '../extranet.css'
import './properties.css'
import { Trans, useLingui } from '@lingui/react/macro'
import { useQuery, useQueryClient } from '@tanstack/react-query'
import { Link } from '@tanstack/react-router'
import { propertyPath } from '#domain/properties/paths.ts'
import { useLabel } from '#lib/format/use-label.ts'
import { countryLabel } from '#lib/labels/domain-labels.ts'
import { failureText } from '#ui/failure-text.ts'
import { useDocumentMeta } from '#ui/use-document-meta.ts'
import { usePropertyMessageTranslator } from './messages.ts'
import { PropertyEditor } from './property-editor.tsx'
import { propertyQueryOptions, propertyStayKeys } from './queries.ts'
import { StaysPanel } from './stays-panel.tsx'

/**
 * /partner/extranet/properties/{id} (docs/product/extranet.md#property-screens): a property's stays (the weeks, one
 * stay, a season in bulk) and its page's every field, for its operator and our admins.
 */
export function PropertyPage({ propertyId }: { propertyId: string }) {
  const { t, i18n } = useLingui()
  const translate = usePropertyMessageTranslator()
  const label = useLabel()
  const queryClient = useQueryClient()
  const answer = useQuery(propertyQueryOptions(propertyId))
  const name = answer.data?.property.name
  useDocumentMeta({
    title: name ? t`${name} | Properties and stays | LDS` : t`Properties and stays | LDS`,
    description: t`Your properties' weeks.`,
    robots: 'noindex',
  })
  const lang = i18n.locale === 'de' ? 'de' : 'en'
  const p = answer.data?.property
  return (
    <section className="extranet" aria-labelledby="property-title" id="pageContent">
      <header className="extranet__header">
        <p className="eyebrow">
          <Link to="/partner/extranet/properties">
            <Trans>Properties and stays</Trans>
          </Link>
        </p>
        <h1 id="property-title" className="extranet__title">
          {name ?? <Trans>Property</Trans>}
        </h1>
        {p ? (
          <p className="extranet__lead">
            {p.city}, {label(countryLabel(p.country))} · {p.operator} ·{' '}
            <a href={propertyPath({ ...p, address: { country: p.country } }, lang)} target="_blank" rel="noreferrer">
              <Trans>See its page on the storefront</Trans>
            </a>
          </p>
        ) : null}
      </header>
      {answer.isPending ? (
        <p role="status" className="extranet-muted">
          <Trans>Loading the property...</Trans>
        </p>
      ) : answer.isError ? (
        <p role="alert" className="extranet-failure">
          {failureText(answer.error, i18n, translate)}{' '}
          <button type="button" className="button button--ghost" onClick={() => void answer.refetch()}>
            <Trans>Try again</Trans>
          </button>
        </p>
      ) : (
        <>
          <section className="extranet-section" aria-labelledby="property-stays-title">
            <h2 id="property-stays-title" className="extranet-section__title">
              <Trans>Stays</Trans>
            </h2>
            <StaysPanel propertyId={propertyId} />
          </section>
          <section className="extranet-section" aria-labelledby="property-page-title">
            <h2 id="property-page-title" className="extranet-section__title">
              <Trans>The property's page</Trans>
            </h2>
            <PropertyEditor
              answer={answer.data}
              onSaved={() => void queryClient.invalidateQueries({ queryKey: propertyStayKeys.list() })}
            />
          </section>
        </>
      )}
    </section>
  )
}
