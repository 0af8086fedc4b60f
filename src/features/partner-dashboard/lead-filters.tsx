import { Trans, useLingui } from '@lingui/react/macro'
import type { ReactNode } from 'react'
import { useId, useState } from 'react'
import { LEAD_STATUSES_IN_LIFE_ORDER } from '#domain/leads/lead-status.ts'
import type { LeadStatus } from '#domain/leads/lead-status.ts'
import { LEAD_STATUS_LABELS } from '#ui/status-chip.tsx'
import type { DashboardFilters } from './dashboard-search.ts'
import { hasFilters } from './dashboard-search.ts'

type Props = {
  search: DashboardFilters
  onChange: (next: DashboardFilters) => void
  /** the agent or agency choice of the team and admin pages */
  children?: ReactNode
}

const clean = (value: string) => (value.trim() === '' ? undefined : value.trim())

/**
 * Search by client name and filter by status, kind and period (docs/product/leads.md#dashboards).
 * The choices apply at once; the client name on Search (or Enter). Everything lives in the URL.
 */
export function LeadFilters({ search, onChange, children }: Props) {
  const { t } = useLingui()
  const id = useId()
  const [client, setClient] = useState(search.client ?? '')
  const apply = (patch: Partial<DashboardFilters>) => onChange({ ...search, ...patch })
  const clientTooShort = client.trim().length === 1
  // a reversed range finds nothing: say why rather than only "No leads match these filters."
  const reversed = Boolean(search.from && search.to && search.to < search.from)
  return (
    <form
      className="lead-filters"
      role="search"
      aria-label={t`Filter leads`}
      onSubmit={(event) => {
        event.preventDefault()
        if (!clientTooShort) apply({ client: clean(client) })
      }}
    >
      <div className="field lead-filters__client">
        <label className="field__label" htmlFor={`${id}-client`}>
          <Trans>Client name</Trans>
        </label>
        <div className="lead-filters__search">
          <input
            id={`${id}-client`}
            className="field__control"
            type="search"
            value={client}
            maxLength={100}
            autoComplete="off"
            onChange={(event) => setClient(event.target.value)}
            aria-describedby={clientTooShort ? `${id}-client-hint` : undefined}
          />
          <button type="submit" className="button button--primary">
            <Trans>Search</Trans>
          </button>
        </div>
        {clientTooShort ? (
          <p id={`${id}-client-hint`} className="field__hint">
            <Trans>At least 2 characters</Trans>
          </p>
        ) : null}
      </div>
      <div className="field field--select">
        <label className="field__label" htmlFor={`${id}-status`}>
          <Trans>Status</Trans>
        </label>
        <select
          id={`${id}-status`}
          className="field__control"
          value={search.status ?? ''}
          onChange={(event) => apply({ status: clean(event.target.value) as LeadStatus | undefined })}
        >
          <option value="">{t`All statuses`}</option>
          {LEAD_STATUSES_IN_LIFE_ORDER.map((status) => (
            <option key={status} value={status}>
              {t(LEAD_STATUS_LABELS[status])}
            </option>
          ))}
        </select>
      </div>
      <div className="field field--select">
        <label className="field__label" htmlFor={`${id}-kind`}>
          <Trans>Kind</Trans>
        </label>
        <select
          id={`${id}-kind`}
          className="field__control"
          value={search.kind ?? ''}
          onChange={(event) => apply({ kind: clean(event.target.value) as DashboardFilters['kind'] })}
        >
          <option value="">{t`All kinds`}</option>
          <option value="property">{t`Properties`}</option>
          <option value="hotel">{t`Hotels`}</option>
        </select>
      </div>
      <div className="field field--date">
        <label className="field__label" htmlFor={`${id}-from`}>
          <Trans>Stay from</Trans>
        </label>
        <input
          id={`${id}-from`}
          className="field__control"
          type="date"
          value={search.from ?? ''}
          onChange={(event) => apply({ from: clean(event.target.value) })}
        />
      </div>
      <div className="field field--date">
        <label className="field__label" htmlFor={`${id}-to`}>
          <Trans>Stay to</Trans>
        </label>
        <input
          id={`${id}-to`}
          className="field__control"
          type="date"
          value={search.to ?? ''}
          min={search.from}
          aria-invalid={reversed || undefined}
          aria-describedby={reversed ? `${id}-to-error` : undefined}
          onChange={(event) => apply({ to: clean(event.target.value) })}
        />
        {reversed ? (
          <p id={`${id}-to-error`} className="field__error" role="alert">
            <Trans>Stay to is before Stay from</Trans>
          </p>
        ) : null}
      </div>
      {children}
      {hasFilters(search) ? (
        <button
          type="button"
          className="button button--ghost lead-filters__clear"
          onClick={() => {
            setClient('')
            onChange({ agentId: search.agentId, agencyId: search.agencyId })
          }}
        >
          <Trans>Clear filters</Trans>
        </button>
      ) : null}
    </form>
  )
}
