import './agency-verifications.css'
import type { MessageDescriptor } from '@lingui/core'
import { msg } from '@lingui/core/macro'
import { Trans, useLingui } from '@lingui/react/macro'
import { useQuery } from '@tanstack/react-query'
import type { AgencyVerificationDto, VerificationStatus } from '#domain/onboarding/types.ts'
import { useFormatDate } from '#lib/format/use-format.ts'
import { useDocumentMeta } from '#ui/use-document-meta.ts'
import { DecisionForm } from './decision-form.tsx'
import type { VerificationFilter } from './queries.ts'
import { VERIFICATION_FILTERS, agencyVerificationsQueryOptions } from './queries.ts'

const FILTER_LABELS: Record<VerificationFilter, MessageDescriptor> = {
  pending: msg`Pending`,
  decided: msg`Decided`,
  all: msg`All`,
}

const STATUS_LABELS: Record<VerificationStatus, MessageDescriptor> = {
  pending: msg`Pending`,
  approved: msg`Approved`,
  declined: msg`Declined`,
}

type Props = { filter: VerificationFilter; onFilter: (filter: VerificationFilter) => void }

/**
 * /admin/agency-verifications (admins only, docs/product/onboarding.md#vetting): the agencies waiting for
 * verification with their referrer, applicant, e-mail domain and date, to approve or decline with a reason; the
 * decided ones behind the filter.
 */
export function VerificationsPage({ filter, onFilter }: Props) {
  const { t, i18n } = useLingui()
  useDocumentMeta({
    title: t`Agency verifications | LDS`,
    description: t`The travel agencies waiting for verification.`,
    robots: 'noindex',
  })
  const list = useQuery(agencyVerificationsQueryOptions(filter))
  return (
    <section className="verifications" aria-labelledby="verifications-title">
      <header className="verifications__header">
        <p className="eyebrow">
          <Trans>Admin Dashboard</Trans>
        </p>
        <h1 id="verifications-title" className="verifications__title">
          <Trans>Agency verifications</Trans>
        </h1>
        <fieldset className="verifications__filter">
          <legend className="visually-hidden">
            <Trans>Show requests</Trans>
          </legend>
          {VERIFICATION_FILTERS.map((option) => (
            <label key={option} className="verifications__filter-option">
              <input
                type="radio"
                name="verification-filter"
                value={option}
                checked={filter === option}
                onChange={() => onFilter(option)}
              />
              <span>{i18n._(FILTER_LABELS[option])}</span>
            </label>
          ))}
        </fieldset>
      </header>
      {list.isPending ? (
        <p role="status" className="verifications__status">
          <Trans>Loading requests...</Trans>
        </p>
      ) : list.isError ? (
        <p role="alert" className="verifications__status">
          <Trans>The requests could not be loaded.</Trans>{' '}
          <button type="button" className="button button--ghost" onClick={() => void list.refetch()}>
            <Trans>Try again</Trans>
          </button>
        </p>
      ) : list.data.length === 0 ? (
        <p className="verifications__status">
          {filter === 'pending' ? <Trans>No agency is waiting for verification.</Trans> : <Trans>No requests.</Trans>}
        </p>
      ) : (
        <ul className="verifications__list">
          {list.data.map((request) => (
            <VerificationRow key={request._id} request={request} statusLabel={i18n._(STATUS_LABELS[request.status])} />
          ))}
        </ul>
      )}
    </section>
  )
}

function VerificationRow({ request, statusLabel }: { request: AgencyVerificationDto; statusLabel: string }) {
  const { date } = useFormatDate()
  const headingId = `verification-${request._id}`
  return (
    <li className={`verification verification--${request.status}`}>
      <article aria-labelledby={headingId}>
        <div className="verification__head">
          <h2 id={headingId} className="verification__agency">
            {request.agencyName}
          </h2>
          <span className="verification__status">{statusLabel}</span>
        </div>
        <dl className="verification__facts">
          <dt>
            <Trans>Applicant</Trans>
          </dt>
          <dd>
            {request.requestedBy.displayName}{' '}
            <a href={`mailto:${request.requestedBy.email}`}>{request.requestedBy.email}</a>
          </dd>
          <dt>
            <Trans>Referred by</Trans>
          </dt>
          <dd>{request.referredBy ?? <Trans>Nobody</Trans>}</dd>
          <dt>
            <Trans>E-mail domain</Trans>
          </dt>
          <dd>{request.emailDomain ?? <Trans>A public e-mail address</Trans>}</dd>
          <dt>
            <Trans>Requested</Trans>
          </dt>
          <dd>
            <time dateTime={request.createdAt}>{date(request.createdAt)}</time>
          </dd>
          {request.decidedAt ? (
            <>
              <dt>
                <Trans>Decided</Trans>
              </dt>
              <dd>
                <time dateTime={request.decidedAt}>{date(request.decidedAt)}</time>
              </dd>
            </>
          ) : null}
          {request.declineReason ? (
            <>
              <dt>
                <Trans>Reason</Trans>
              </dt>
              <dd>{request.declineReason}</dd>
            </>
          ) : null}
        </dl>
        {request.status === 'pending' ? <DecisionForm request={request} /> : null}
      </article>
    </li>
  )
}
