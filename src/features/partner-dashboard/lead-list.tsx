import { Trans, useLingui } from '@lingui/react/macro'
import { Link } from '@tanstack/react-router'
import { Fragment, type ReactNode } from 'react'
import { formatAmount, formatPrice } from '#domain/format/format-price.ts'
import type { LeadListItem } from '#domain/leads/types.ts'
import { useShowsCommission } from '#lib/brand/use-shows-commission.ts'
import { useFormatDate } from '#lib/format/use-format.ts'
import { StatusChip } from '#ui/status-chip.tsx'
import { MEDIA, useMediaQuery } from '#ui/use-media-query.ts'
import { clientName, leadTarget, type LeadGroup } from './lead-rows.ts'

export type LeadListColumns = { agent?: boolean; agency?: boolean }

type Props = {
  groups: readonly LeadGroup[]
  columns: LeadListColumns
  /** the PDF offer button of a row (routes compose it in) */
  rowActions?: (item: LeadListItem) => ReactNode
  /** an accessible name of the table or list */
  label: string
}

const groupTitleId = (group: LeadGroup) => `lead-group-${group.key}`

/** The row's main link: the client's name, opening the lead's page. */
function LeadLink({ item }: { item: LeadListItem }) {
  const target = leadTarget(item)
  const name = clientName(item.client)
  return 'params' in target ? (
    <Link to={target.to} params={target.params} className="lead-list__link">
      {name}
    </Link>
  ) : (
    <Link to={target.to} search={target.search} className="lead-list__link">
      {name}
    </Link>
  )
}

function useCells() {
  const { t } = useLingui()
  const { period } = useFormatDate()
  return {
    kind: (item: LeadListItem) => (item.kind === 'property' ? t`Property` : t`Hotel`),
    period: (item: LeadListItem) => period({ checkIn: item.period.checkInDate, checkOut: item.period.checkOutDate }),
    value: (item: LeadListItem) =>
      item.value.total === null ? t`On request` : formatPrice(item.value.total, item.value.currency),
    commission: (item: LeadListItem) =>
      item.commission === null ? '–' : formatAmount(item.commission, item.value.currency),
  }
}

/**
 * The leads of a dashboard (docs/product/leads.md#dashboards): a table from 800 px, cards on a phone.
 * Commission only where the theme shows it. Groups share one table, so their columns line up: each
 * group is a row group under a title row; on a phone each is a section under its heading.
 */
export function LeadList(props: Props) {
  const desktop = useMediaQuery(MEDIA.desktop)
  return desktop ? <LeadTable {...props} /> : <LeadCards {...props} />
}

function LeadTable({ groups, columns, rowActions, label }: Props) {
  const cells = useCells()
  const commission = useShowsCommission()
  const columnCount = 5 + [commission, columns.agent, columns.agency, rowActions].filter(Boolean).length
  return (
    <div className="lead-table__scroll">
      <table className="lead-table">
        <caption className="visually-hidden">{label}</caption>
        <thead>
          <tr>
            <th scope="col">
              <Trans>Client</Trans>
            </th>
            <th scope="col">
              <Trans>Property or hotel</Trans>
            </th>
            <th scope="col">
              <Trans>Period</Trans>
            </th>
            <th scope="col">
              <Trans>Status</Trans>
            </th>
            <th scope="col" className="lead-table__number">
              <Trans>Value</Trans>
            </th>
            {commission ? (
              <th scope="col" className="lead-table__number">
                <Trans>Commission</Trans>
              </th>
            ) : null}
            {columns.agent ? (
              <th scope="col">
                <Trans>Agent</Trans>
              </th>
            ) : null}
            {columns.agency ? (
              <th scope="col">
                <Trans>Agency</Trans>
              </th>
            ) : null}
            {rowActions ? (
              <th scope="col">
                <span className="visually-hidden">
                  <Trans>Offer</Trans>
                </span>
              </th>
            ) : null}
          </tr>
        </thead>
        {groups.map((group) => (
          <tbody key={group.key} aria-labelledby={group.title ? groupTitleId(group) : undefined}>
            {group.title ? (
              <tr className="lead-table__group">
                <th scope="rowgroup" colSpan={columnCount} id={groupTitleId(group)}>
                  <span className="leads-dashboard__group-title">{group.title}</span>
                </th>
              </tr>
            ) : null}
            {group.items.map((item) => (
              <tr key={item._id} data-lead-id={item._id}>
                <th scope="row">
                  <LeadLink item={item} />
                  <span className="lead-list__reference">{item.reference}</span>
                </th>
                <td>
                  <span className="lead-list__subject">{item.subject.name}</span>
                  <span className="lead-list__meta">
                    {cells.kind(item)} · {item.subject.city}
                  </span>
                </td>
                <td className="lead-table__period">{cells.period(item)}</td>
                <td>
                  <StatusChip status={item.status} />
                </td>
                <td className="lead-table__number">{cells.value(item)}</td>
                {commission ? <td className="lead-table__number">{cells.commission(item)}</td> : null}
                {columns.agent ? <td>{item.agent.name}</td> : null}
                {columns.agency ? <td>{item.agency.name}</td> : null}
                {rowActions ? <td className="lead-table__actions">{rowActions(item)}</td> : null}
              </tr>
            ))}
          </tbody>
        ))}
      </table>
    </div>
  )
}

function LeadCards({ groups, label, ...props }: Props) {
  const { t } = useLingui()
  return groups.map((group) =>
    group.title ? (
      <section key={group.key} className="leads-dashboard__group" aria-labelledby={groupTitleId(group)}>
        <h2 id={groupTitleId(group)} className="leads-dashboard__group-title">
          {group.title}
        </h2>
        <CardList {...props} items={group.items} label={t`Leads of ${group.title}`} />
      </section>
    ) : (
      // the cards' client names are h3: a heading of the list's own keeps the outline in order
      <Fragment key={group.key}>
        <h2 className="visually-hidden">{label}</h2>
        <CardList {...props} items={group.items} label={label} />
      </Fragment>
    ),
  )
}

function CardList({ items, columns, rowActions, label }: Omit<Props, 'groups'> & { items: readonly LeadListItem[] }) {
  const { t } = useLingui()
  const cells = useCells()
  const commission = useShowsCommission()
  return (
    <ul className="lead-cards" aria-label={label}>
      {items.map((item) => (
        <li key={item._id} className="lead-card" data-lead-id={item._id}>
          <div className="lead-card__top">
            <h3 className="lead-card__client">
              <LeadLink item={item} />
            </h3>
            <StatusChip status={item.status} />
          </div>
          <p className="lead-card__subject">
            {item.subject.name}{' '}
            <span className="lead-list__meta">
              · {cells.kind(item)} · {item.subject.city}
            </span>
          </p>
          <dl className="lead-card__facts">
            <div>
              <dt>{t`Period`}</dt>
              <dd>{cells.period(item)}</dd>
            </div>
            <div>
              <dt>{t`Value`}</dt>
              <dd>{cells.value(item)}</dd>
            </div>
            {commission ? (
              <div>
                <dt>{t`Commission`}</dt>
                <dd>{cells.commission(item)}</dd>
              </div>
            ) : null}
            {columns.agent ? (
              <div>
                <dt>{t`Agent`}</dt>
                <dd>{item.agent.name}</dd>
              </div>
            ) : null}
            {columns.agency ? (
              <div>
                <dt>{t`Agency`}</dt>
                <dd>{item.agency.name}</dd>
              </div>
            ) : null}
            <div>
              <dt>{t`Reference`}</dt>
              <dd>{item.reference}</dd>
            </div>
          </dl>
          {rowActions ? <div className="lead-card__actions">{rowActions(item)}</div> : null}
        </li>
      ))}
    </ul>
  )
}
