import '../extranet.css'
import './properties.css'
import { plural } from '@lingui/core/macro'
import { Trans, useLingui } from '@lingui/react/macro'
import { useQuery } from '@tanstack/react-query'
import { Link } from '@tanstack/react-router'
import { useId } from 'react'
import { formatPrice } from '#domain/format/format-price.ts'
import { useLabel } from '#lib/format/use-label.ts'
import { countryLabel, propertyTypeLabel } from '#lib/labels/domain-labels.ts'
import { failureText } from '#ui/failure-text.ts'
import { useDocumentMeta } from '#ui/use-document-meta.ts'
import { usePropertyMessageTranslator } from './messages.ts'
import { keptPropertiesQueryOptions, type KeptProperty } from './queries.ts'

/** The name search: every word typed, in any case and with or without accents, is in the name. */
export function matchesName(property: Pick<KeptProperty, 'name'>, query: string): boolean {
  const fold = (s: string) => s.normalize('NFD').replace(/\p{M}/gu, '').toLowerCase()
  const name = fold(property.name)
  return fold(query)
    .split(/\s+/)
    .filter(Boolean)
    .every((word) => name.includes(word))
}

/**
 * /partner/extranet/properties (docs/product/extranet.md#property-screens): the properties the caller keeps (an
 * admin all, an operator its own; any other role is told the API's 403), searched by name, each opening its editor.
 */
export function PropertiesPage({ query, onQuery }: { query: string; onQuery: (q: string) => void }) {
  const { t, i18n } = useLingui()
  useDocumentMeta({ title: t`Properties and stays | LDS`, description: t`Your properties' weeks.`, robots: 'noindex' })
  const translate = usePropertyMessageTranslator()
  const label = useLabel()
  const list = useQuery(keptPropertiesQueryOptions())
  const searchId = useId()
  const shown = (list.data?.properties ?? []).filter((p) => matchesName(p, query))
  const total = list.data?.properties.length ?? 0
  const found = shown.length
  return (
    <section className="extranet" aria-labelledby="properties-title" id="pageContent">
      <header className="extranet__header">
        <p className="eyebrow">
          <Trans>Extranet</Trans>
        </p>
        <h1 id="properties-title" className="extranet__title">
          <Trans>Properties and stays</Trans>
        </h1>
        <p className="extranet__lead">
          <Trans>
            Your chalets, apartments and villas: their page, and their weeks with the rates per service level. The
            storefront shows a change as soon as it is saved.
          </Trans>
        </p>
      </header>
      {list.isPending ? (
        <p role="status" className="extranet-muted">
          <Trans>Loading your properties...</Trans>
        </p>
      ) : list.isError ? (
        <p role="alert" className="extranet-failure">
          {failureText(list.error, i18n, translate)}{' '}
          <button type="button" className="button button--ghost" onClick={() => void list.refetch()}>
            <Trans>Try again</Trans>
          </button>
        </p>
      ) : (
        <>
          <div className="field properties-search">
            <label className="field__label" htmlFor={searchId}>
              <Trans>Search by name</Trans>
            </label>
            <input
              id={searchId}
              type="search"
              className="field__control"
              value={query}
              maxLength={120}
              onChange={(event) => onQuery(event.target.value)}
            />
          </div>
          <p className="extranet-muted" role="status">
            {query
              ? t({
                  message: plural(total, {
                    one: `${found} of # property`,
                    other: `${found} of # properties`,
                  }),
                })
              : t({ message: plural(total, { one: '# property', other: '# properties' }) })}
          </p>
          {shown.length === 0 ? (
            <p className="extranet-muted">
              {list.data.properties.length === 0 ? (
                <Trans>There are no properties for you to keep yet.</Trans>
              ) : (
                <Trans>No property's name has these words.</Trans>
              )}
            </p>
          ) : (
            <ul className="properties-list">
              {shown.map((p) => (
                <li key={p.id} className="properties-list__item">
                  <Link
                    to="/partner/extranet/properties/$propertyId"
                    params={{ propertyId: p.id }}
                    className="properties-list__name"
                  >
                    {p.name}
                  </Link>
                  <span className="extranet-muted">
                    {label(propertyTypeLabel(p.propertyType))} · {p.city}, {label(countryLabel(p.country))} ·{' '}
                    {p.operator}
                  </span>
                  <span className="properties-list__price">
                    {p.priceFrom === null ? (
                      <Trans>No rate yet</Trans>
                    ) : (
                      t`Rates from ${formatPrice(p.priceFrom, p.currency)}`
                    )}
                  </span>
                </li>
              ))}
            </ul>
          )}
        </>
      )}
    </section>
  )
}
