import { plural } from '@lingui/core/macro'
import { Trans, useLingui } from '@lingui/react/macro'
import { useQuery, useQueryClient } from '@tanstack/react-query'
import { useState } from 'react'
import { daysBetween } from '#domain/dates/iso-date.ts'
import { formatPeriod } from '#domain/format/format-date.ts'
import { formatPrice } from '#domain/format/format-price.ts'
import { api } from '#lib/api-client.ts'
import { useLabel } from '#lib/format/use-label.ts'
import { serviceLevelLabel } from '#lib/labels/domain-labels.ts'
import { failureText } from '#ui/failure-text.ts'
import { showToast } from '#ui/toast/toast-store.ts'
import { usePropertyMessageTranslator } from './messages.ts'
import { propertyStayKeys, staysQueryOptions, type Stay } from './queries.ts'
import { SeasonForm } from './season-form.tsx'
import { StayForm, useStateOptions } from './stay-form.tsx'

const today = () => new Date().toISOString().slice(0, 10)

/**
 * A property's stays (docs/product/extranet.md#property-screens): the coming weeks (the past ones on demand) with
 * their state and rates, each changed or deleted in place; a stay added; a season filled in bulk.
 */
export function StaysPanel({ propertyId }: { propertyId: string }) {
  const queryClient = useQueryClient()
  const stays = useQuery(staysQueryOptions(propertyId))
  const [showPast, setShowPast] = useState(false)
  const [editing, setEditing] = useState<string | null>(null)
  const refresh = () => void queryClient.invalidateQueries({ queryKey: propertyStayKeys.all })
  if (stays.isPending)
    return (
      <p className="extranet-muted" role="status">
        <Trans>Loading the stays...</Trans>
      </p>
    )
  if (stays.isError)
    return (
      <p className="extranet-failure" role="alert">
        <Trans>The stays could not be loaded.</Trans>{' '}
        <button type="button" className="button button--ghost" onClick={() => void stays.refetch()}>
          <Trans>Try again</Trans>
        </button>
      </p>
    )
  const { property } = stays.data
  const levels = property.serviceLevels
  const now = today()
  const past = stays.data.stays.filter((s) => s.checkOut < now)
  const shown = showPast ? stays.data.stays : stays.data.stays.filter((s) => s.checkOut >= now)
  return (
    <>
      <div className="stays-forms">
        <section className="extranet-section" aria-labelledby="stay-add-title">
          <h3 id="stay-add-title" className="properties-subtitle">
            <Trans>Add a stay</Trans>
          </h3>
          <StayForm propertyId={propertyId} levels={levels} currency={property.currency} onDone={refresh} />
        </section>
        <section className="extranet-section" aria-labelledby="stay-season-title">
          <h3 id="stay-season-title" className="properties-subtitle">
            <Trans>Fill a season</Trans>
          </h3>
          <p className="extranet-muted">
            <Trans>
              Adds every week from the check-in weekday between the two days, with one state and the same rates. Preview
              first: if one week overlaps a stay, Apply adds none.
            </Trans>
          </p>
          <SeasonForm propertyId={propertyId} levels={levels} currency={property.currency} onDone={refresh} />
        </section>
      </div>
      <section className="extranet-section" aria-labelledby="stay-weeks-title">
        <h3 id="stay-weeks-title" className="properties-subtitle">
          <Trans>The weeks</Trans>
        </h3>
        {past.length ? (
          <button type="button" className="button button--ghost button--small" onClick={() => setShowPast(!showPast)}>
            {showPast ? <Trans>Hide the past stays</Trans> : <Trans>Show the {past.length} past stays</Trans>}
          </button>
        ) : null}
        {shown.length === 0 ? (
          <p className="extranet-muted">
            <Trans>No coming stays yet: add one above, or fill a season.</Trans>
          </p>
        ) : (
          <ul className="stays-list" aria-labelledby="stay-weeks-title">
            {shown.map((stay) =>
              editing === stay._id ? (
                <li key={stay._id} className="stays-list__item stays-list__item--editing">
                  <StayForm
                    propertyId={propertyId}
                    levels={levels}
                    currency={property.currency}
                    stay={stay}
                    onDone={() => (setEditing(null), refresh())}
                    onCancel={() => setEditing(null)}
                  />
                </li>
              ) : (
                <StayRow
                  key={stay._id}
                  propertyId={propertyId}
                  stay={stay}
                  levels={levels}
                  currency={property.currency}
                  onEdit={() => setEditing(stay._id)}
                  onDeleted={refresh}
                />
              ),
            )}
          </ul>
        )}
      </section>
    </>
  )
}

type RowProps = {
  propertyId: string
  stay: Stay
  levels: readonly string[]
  currency: string
  onEdit: () => void
  onDeleted: () => void
}

function StayRow({ propertyId, stay, levels, currency, onEdit, onDeleted }: RowProps) {
  const { t, i18n } = useLingui()
  const label = useLabel()
  const translate = usePropertyMessageTranslator()
  const states = useStateOptions()
  const [confirming, setConfirming] = useState(false)
  const [failure, setFailure] = useState<string | null>(null)
  const lang = i18n.locale === 'de' ? 'de' : 'en'
  const period = formatPeriod(stay.checkIn, stay.checkOut, lang)
  const nights = daysBetween(stay.checkIn, stay.checkOut)
  const remove = async () => {
    setFailure(null)
    try {
      await api.delete(`/extranet/properties/${propertyId}/stays/${stay._id}`)
      showToast(t`The stay is deleted.`, { tone: 'positive' })
      onDeleted()
    } catch (error) {
      setFailure(failureText(error, i18n, translate))
    }
  }
  return (
    <li className={`stays-list__item stays-list__item--${stay.state}`} aria-label={period}>
      <div className="stays-list__period">
        <strong>{period}</strong>
        <span className="extranet-muted">{t({ message: plural(nights, { one: '# night', other: '# nights' }) })}</span>
      </div>
      <span className="stays-list__state">{states.find((s) => s.value === stay.state)?.label}</span>
      <dl className="stays-list__rates">
        {levels.map((level) => {
          const rate = stay.rates[level]
          return (
            <div key={level}>
              <dt>{label(serviceLevelLabel(level))}</dt>
              <dd>{rate === null || rate === undefined ? t`On request` : formatPrice(rate, currency)}</dd>
            </div>
          )
        })}
      </dl>
      <div className="stays-list__actions">
        {confirming ? (
          <>
            <span>
              <Trans>Delete this stay?</Trans>
            </span>
            <button type="button" className="button button--primary button--small" onClick={() => void remove()}>
              <Trans>Yes, delete the stay</Trans>
            </button>
            <button type="button" className="button button--ghost button--small" onClick={() => setConfirming(false)}>
              <Trans>Keep it</Trans>
            </button>
          </>
        ) : (
          <>
            <button
              type="button"
              className="button button--ghost button--small"
              onClick={onEdit}
              aria-label={t`Change the stay ${period}`}
            >
              <Trans>Change</Trans>
            </button>
            <button
              type="button"
              className="button button--ghost button--small"
              onClick={() => setConfirming(true)}
              aria-label={t`Delete the stay ${period}`}
            >
              <Trans>Delete</Trans>
            </button>
          </>
        )}
      </div>
      {failure ? (
        <p className="extranet-failure" role="alert">
          {failure}
        </p>
      ) : null}
    </li>
  )
}
