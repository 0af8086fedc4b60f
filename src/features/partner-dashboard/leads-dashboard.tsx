import './partner-dashboard.css'
import '#ui/form/forms.css'
import { Trans, useLingui } from '@lingui/react/macro'
import { useInfiniteQuery } from '@tanstack/react-query'
import { Link } from '@tanstack/react-router'
import type { ReactNode } from 'react'
import type { LeadScope } from '#domain/leads/lead-list-query.ts'
import type { LeadListItem } from '#domain/leads/types.ts'
import { leadListQueryOptions } from '#lib/leads/queries.ts'
import { useDocumentMeta } from '#ui/use-document-meta.ts'
import { useOnlineStatus } from '#ui/use-online-status.ts'
import type { DashboardFilters } from './dashboard-search.ts'
import { hasFilters, listFilter } from './dashboard-search.ts'
import { LeadFilters } from './lead-filters.tsx'
import type { LeadListColumns } from './lead-list.tsx'
import { LeadList } from './lead-list.tsx'
import { LeadReportStrip } from './lead-report-strip.tsx'
import { groupByAgent } from './lead-rows.ts'

type Props = {
  scope: LeadScope
  eyebrow: ReactNode
  title: string
  intro: ReactNode
  search: DashboardFilters
  onSearch: (next: DashboardFilters) => void
  columns?: LeadListColumns
  /** the team page: one section per agent */
  byAgent?: boolean
  /** the agent or agency choice, shown with the filters */
  choice?: ReactNode
  rowActions?: (item: LeadListItem) => ReactNode
  /** whether the role may open the hotel search (the empty dashboard offers it then) */
  hotelSearch?: boolean
  /** links under the intro, composed by the route (e.g. the chat's Enquiries) */
  links?: ReactNode
}

/**
 * A partner dashboard (docs/product/leads.md#dashboards): the report strip, the filters and the
 * leads of the scope (property leads and hotel interests together, newest first, 'Show more').
 */
export function LeadsDashboard(props: Props) {
  const { t } = useLingui()
  useDocumentMeta({ title: t`${props.title} | LDS`, description: t`Your property leads and hotel interests.` })
  const filter = listFilter(props.scope, props.search)
  return (
    <div className="leads-dashboard" id="pageContent">
      <header className="leads-dashboard__header">
        <p className="eyebrow">{props.eyebrow}</p>
        <h1 className="leads-dashboard__title">{props.title}</h1>
        <p className="leads-dashboard__intro">{props.intro}</p>
        {props.links ? <div className="leads-dashboard__links">{props.links}</div> : null}
      </header>
      <LeadReportStrip filter={filter} />
      <LeadFilters key={props.search.client ?? ''} search={props.search} onChange={props.onSearch}>
        {props.choice}
      </LeadFilters>
      <LeadResults {...props} />
    </div>
  )
}

function LeadResults({ scope, search, onSearch, columns = {}, byAgent, rowActions, hotelSearch = true }: Props) {
  const { t } = useLingui()
  const online = useOnlineStatus()
  const list = useInfiniteQuery(leadListQueryOptions(listFilter(scope, search)))
  const items = list.data?.pages.flatMap((page) => page.items) ?? []

  if (list.isPending)
    return (
      <p className="leads-dashboard__notice" role="status">
        <Trans>Loading leads...</Trans>
      </p>
    )
  if (list.isError && items.length === 0)
    return (
      <div className="leads-dashboard__notice" role="alert">
        <p>{online ? t`The leads could not be loaded.` : t`You are offline: leads open with a connection.`}</p>
        <button type="button" className="button button--ghost" onClick={() => void list.refetch()}>
          <Trans>Try again</Trans>
        </button>
      </div>
    )
  if (items.length === 0)
    return hasFilters(search) ? (
      <div className="leads-dashboard__empty" role="status">
        <p>
          <Trans>No leads match these filters.</Trans>
        </p>
        <button
          type="button"
          className="button button--ghost"
          onClick={() => onSearch({ agentId: search.agentId, agencyId: search.agencyId })}
        >
          <Trans>Clear filters</Trans>
        </button>
      </div>
    ) : (
      <EmptyState hotels={hotelSearch} />
    )

  const label = t`Leads`
  return (
    <section className="leads-dashboard__results" aria-label={label}>
      <LeadList
        groups={byAgent ? groupByAgent(items) : [{ key: 'all', title: null, items }]}
        columns={columns}
        rowActions={rowActions}
        label={label}
      />
      {list.isFetchNextPageError ? (
        <p className="leads-dashboard__error" role="alert">
          <Trans>More leads could not be loaded.</Trans>
        </p>
      ) : null}
      {list.hasNextPage ? (
        <button
          type="button"
          className="button button--ghost leads-dashboard__more"
          disabled={list.isFetchingNextPage}
          onClick={() => void list.fetchNextPage()}
        >
          {list.isFetchingNextPage ? <Trans>Loading...</Trans> : <Trans>Show more</Trans>}
        </button>
      ) : null}
    </section>
  )
}

/** No lead yet: how the first one is made (the hotel search only for the roles that may open it). */
function EmptyState({ hotels }: { hotels: boolean }) {
  return (
    <div className="leads-dashboard__empty" role="status">
      <h2 className="leads-dashboard__empty-title">
        <Trans>No leads yet</Trans>
      </h2>
      <p>
        <Trans>
          To create your first lead, search a property and choose Book now or Save interest, or search hotels, build a
          selection of rooms and choose Save interest.
        </Trans>
      </p>
      <div className="leads-dashboard__actions">
        <Link to="/search" className="button button--primary">
          <Trans>Search properties</Trans>
        </Link>
        {hotels ? (
          <Link to="/hotels" className="button button--ghost">
            <Trans>Search hotels</Trans>
          </Link>
        ) : null}
      </div>
      <p>
        <Link to="/partner/help-centre/{-$slug}" params={{ slug: 'enquiries-and-leads' }} search={{}}>
          <Trans>How leads work (Help Centre)</Trans>
        </Link>
      </p>
    </div>
  )
}
