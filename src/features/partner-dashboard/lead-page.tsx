import './partner-dashboard.css'
import '#ui/form/forms.css'
import { Plural, Trans, useLingui } from '@lingui/react/macro'
import { useQuery } from '@tanstack/react-query'
import { Link } from '@tanstack/react-router'
import type { ReactNode } from 'react'
import { nightsBetween } from '#domain/dates/period.ts'
import type { PropertyLeadDetail } from '#domain/leads/types.ts'
import { ApiError } from '#lib/api-errors.ts'
import { useBrand } from '#lib/brand/brand-context.tsx'
import { useFormatDate } from '#lib/format/use-format.ts'
import { useLabel } from '#lib/format/use-label.ts'
import { cardMemberLabel, referenceName } from '#lib/labels/client-labels.ts'
import { countryLabel, serviceLevelLabel } from '#lib/labels/domain-labels.ts'
import { leadDetailQueryOptions } from '#lib/leads/queries.ts'
import { StatusChip } from '#ui/status-chip.tsx'
import { useDocumentMeta } from '#ui/use-document-meta.ts'
import { useOnlineStatus } from '#ui/use-online-status.ts'
import { LeadActions } from './lead-actions.tsx'
import { LeadHistory, LeadPriceSummary } from './lead-sections.tsx'
import { LeadDeletion } from './lead-deletion.tsx'
import { CardReveal, OperatorDecision } from './operator-panel.tsx'

type Props = {
  leadId: string
  isAdmin: boolean
  pdf: ReactNode
  /** our team's payment links of the lead (the route's, from the payment-links feature) */
  paymentLinks?: ReactNode
}

/** /partner/dashboard/property-leads/{id} (docs/product/leads.md#dashboards): one property lead. */
export function LeadPage(props: Props) {
  const { t } = useLingui()
  const online = useOnlineStatus()
  useDocumentMeta({
    title: t`Property lead | LDS`,
    description: t`A property lead with its period, client, prices and history.`,
  })
  const lead = useQuery(leadDetailQueryOptions(props.leadId))
  if (lead.data)
    return <LeadView lead={lead.data} isAdmin={props.isAdmin} pdf={props.pdf} paymentLinks={props.paymentLinks} />
  if (lead.isError) {
    const notFound = lead.error instanceof ApiError && (lead.error.status === 404 || lead.error.status === 400)
    return (
      <div className="lead-page lead-page--notice" id="pageContent">
        <h1 className="leads-dashboard__title">
          {notFound ? <Trans>Lead not found</Trans> : <Trans>Property lead</Trans>}
        </h1>
        <div className="leads-dashboard__notice" role="alert">
          <p>
            {notFound
              ? t`This lead does not exist or belongs to another agency.`
              : online
                ? t`The lead could not be loaded.`
                : t`You are offline: leads open with a connection.`}
          </p>
          <div className="leads-dashboard__actions">
            {notFound ? null : (
              <button type="button" className="button button--primary" onClick={() => void lead.refetch()}>
                <Trans>Try again</Trans>
              </button>
            )}
            <Link to="/partner/dashboard" className="button button--ghost">
              <Trans>Back to the dashboard</Trans>
            </Link>
          </div>
        </div>
      </div>
    )
  }
  return (
    <div className="lead-page lead-page--notice" id="pageContent">
      <p className="leads-dashboard__notice" role="status">
        <Trans>Loading lead...</Trans>
      </p>
    </div>
  )
}

function LeadView({
  lead,
  isAdmin,
  pdf,
  paymentLinks,
}: {
  lead: PropertyLeadDetail
  isAdmin: boolean
  pdf: ReactNode
  paymentLinks?: ReactNode
}) {
  const { t, i18n } = useLingui()
  const label = useLabel()
  const brand = useBrand()
  const { period } = useFormatDate()
  const { property, client, payments } = lead
  const nights = nightsBetween({ checkIn: lead.period.checkInDate, checkOut: lead.period.checkOutDate })
  const reference = (name: string) => referenceName(i18n, name)
  const facts: [string, ReactNode][] = [
    [t`Client`, `${client.firstName} ${client.lastName}`],
    [t`Nationality`, client.nationality ?? '–'],
    ...(client.amexCardMember
      ? ([[t`Card membership`, label(cardMemberLabel(client.amexCardMember))]] as [string, ReactNode][])
      : []),
    [reference(brand.bookingReference.name), lead.partner.tls ?? '–'],
    [reference(brand.clientReference.name), lead.partner.cc ?? '–'],
    [t`Service level`, label(serviceLevelLabel(lead.serviceLevel))],
    [t`Guests`, lead.occupancy ? String(lead.occupancy.pax) : '–'],
    [t`Agent`, `${lead.agent.name} · ${lead.agency.name}`],
  ]
  return (
    <article className="lead-page" id="pageContent" aria-labelledby="lead-title">
      <header className="lead-page__header">
        <p className="eyebrow">
          <Trans>Property lead</Trans> · <span className="lead-page__reference">{lead.reference}</span>
        </p>
        <h1 id="lead-title" className="leads-dashboard__title">
          {client.firstName} {client.lastName}
        </h1>
        <StatusChip status={lead.status} />
      </header>
      <section className="lead-page__property" aria-label={t`Property`}>
        {property.thumbnail ? <img src={property.thumbnail} alt="" className="lead-page__image" /> : null}
        <div>
          <h2 className="lead-page__property-name">{property.name}</h2>
          <p className="lead-page__place">
            {property.city}, {label(countryLabel(property.country))}
          </p>
          <p className="lead-page__place">
            {period({ checkIn: lead.period.checkInDate, checkOut: lead.period.checkOutDate })} ·{' '}
            <Plural value={nights} one="# night" other="# nights" />
          </p>
          <a href={property.path} className="lead-page__link">
            <Trans>Open the property</Trans>
          </a>
        </div>
      </section>
      <LeadActions lead={lead} pdf={pdf} />
      <section className="lead-page__block" aria-labelledby="lead-details">
        <h2 id="lead-details" className="lead-page__heading">
          <Trans>Client and references</Trans>
        </h2>
        <dl className="lead-page__facts">
          {facts.map(([name, value]) => (
            <div key={name}>
              <dt>{name}</dt>
              <dd>{value}</dd>
            </div>
          ))}
        </dl>
      </section>
      <section className="lead-page__block" aria-labelledby="lead-prices">
        <h2 id="lead-prices" className="lead-page__heading">
          <Trans>Prices and payment</Trans>
        </h2>
        <LeadPriceSummary lead={lead} />
        {payments ? (
          <p className="lead-page__payment">
            {payments.isPaidByCreditCard ? t`Paid by credit card` : t`Paid by bank transfer`}
            {payments.creditCard
              ? ` · ${payments.creditCard.masked} · ${payments.creditCard.name} · ${payments.creditCard.expirationMonth}/${payments.creditCard.expirationYearShort}`
              : ''}
          </p>
        ) : null}
        {lead.requestPriceDiscount ? (
          <p className="lead-page__muted">
            <Trans>A price discount was requested.</Trans>
          </p>
        ) : null}
        {isAdmin && payments?.creditCard ? <CardReveal leadId={lead._id} /> : null}
        {paymentLinks}
      </section>
      {lead.bookingComments ? (
        <section className="lead-page__block" aria-labelledby="lead-comments">
          <h2 id="lead-comments" className="lead-page__heading">
            <Trans>Comments</Trans>
          </h2>
          <p className="lead-page__comments">{lead.bookingComments}</p>
        </section>
      ) : null}
      {isAdmin ? (
        <section className="lead-page__block" aria-labelledby="lead-decision">
          <h2 id="lead-decision" className="lead-page__heading">
            <Trans>Operator decision</Trans>
          </h2>
          <OperatorDecision lead={lead} />
        </section>
      ) : null}
      {isAdmin ? (
        <section className="lead-page__block" aria-labelledby="lead-deletion">
          <h2 id="lead-deletion" className="lead-page__heading">
            <Trans>Delete lead</Trans>
          </h2>
          <LeadDeletion leadId={lead._id} />
        </section>
      ) : null}
      <section className="lead-page__block" aria-labelledby="lead-history">
        <h2 id="lead-history" className="lead-page__heading">
          <Trans>History</Trans>
        </h2>
        <LeadHistory history={lead.history} />
      </section>
    </article>
  )
}
