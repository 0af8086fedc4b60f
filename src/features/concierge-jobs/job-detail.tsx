import './concierge-jobs.css'
import '#ui/status-chip.css'
import { Trans, useLingui } from '@lingui/react/macro'
import { useQuery } from '@tanstack/react-query'
import { Link } from '@tanstack/react-router'
import { useState } from 'react'
import { agencyNextStatuses, isEditable, maySendToHotel } from '#domain/concierge-jobs/job-status.ts'
import type { ConciergeJobDetailDto } from '#domain/concierge-jobs/types.ts'
import { ApiError } from '#lib/api-errors.ts'
import { useLanguage } from '#lib/format/use-format.ts'
import { failureText } from '#ui/failure-text.ts'
import { useDocumentMeta } from '#ui/use-document-meta.ts'
import { HandOff } from './hand-off.tsx'
import { JobForm } from './job-form.tsx'
import { JobHistory } from './job-history.tsx'
import { STATUS_ACTION_LABELS, formatDueTime, serviceName } from './job-labels.ts'
import { useJobMessageTranslator } from './job-messages.ts'
import { JobStatusChip } from './job-status-chip.tsx'
import { useAssignJob, useSetJobStatus, useUpdateJob } from './mutations.ts'
import { jobQueryOptions, membersQueryOptions } from './queries.ts'

/** /partner/concierge-jobs/{id}: the job, its status moves, assignee, hand-off to the hotel, edit and history. */
export function JobDetailPage({ agencyId, jobId }: { agencyId: string; jobId: string }) {
  const { t } = useLingui()
  useDocumentMeta({
    title: t`Concierge job | LDS`,
    description: t`A concierge request of your agency.`,
    robots: 'noindex',
  })
  const job = useQuery(jobQueryOptions(jobId))
  if (job.isPending)
    return (
      <p role="status" className="concierge concierge__empty">
        <Trans>Loading the job...</Trans>
      </p>
    )
  if (job.isError)
    return (
      <section className="concierge">
        <p role="alert" className="concierge__empty">
          {job.error instanceof ApiError && job.error.status === 404 ? (
            <Trans>This job was not found.</Trans>
          ) : (
            <Trans>The job could not be loaded.</Trans>
          )}
        </p>
        <Link to="/partner/concierge-jobs" className="button button--ghost">
          <Trans>All jobs</Trans>
        </Link>
      </section>
    )
  return <JobDetail agencyId={agencyId} job={job.data} />
}

function JobDetail({ agencyId, job }: { agencyId: string; job: ConciergeJobDetailDto }) {
  const { t, i18n } = useLingui()
  const language = useLanguage()
  const translate = useJobMessageTranslator()
  const [editing, setEditing] = useState(false)
  const [failure, setFailure] = useState<string | null>(null)
  const members = useQuery(membersQueryOptions(agencyId))
  const status = useSetJobStatus(job._id)
  const assign = useAssignJob(job._id)
  const update = useUpdateJob(job._id)
  const fail = (error: unknown) => setFailure(failureText(error, i18n, translate))
  const service = serviceName(i18n, job)
  const editable = isEditable(job.status)
  return (
    <article className="concierge" aria-labelledby="job-title" id="pageContent">
      <header className="concierge__header">
        <p className="eyebrow">
          <Link to="/partner/concierge-jobs">
            <Trans>Concierge jobs</Trans>
          </Link>
        </p>
        <h1 id="job-title" className="concierge__title">
          {service} · {job.clientName}
        </h1>
        <p>
          <JobStatusChip status={job.status} />
        </p>
      </header>
      {editing ? (
        <section className="concierge-section" aria-label={t`Edit the job`}>
          <JobForm
            agencyId={agencyId}
            initial={{
              clientName: job.clientName,
              placeKind: job.place.kind,
              placeId: job.place.id,
              serviceKind: job.serviceKind,
              serviceOther: job.serviceOther,
              dueLocal: job.dueLocal,
              notes: job.notes,
              assigneeId: job.assignee?._id ?? '',
            }}
            initialPlace={job.place}
            placeLocked={job.channelCid !== null}
            submitLabel={t`Save the job`}
            onCancel={() => setEditing(false)}
            onSubmit={async (body) => {
              await update.mutateAsync(body)
              setEditing(false)
            }}
          />
        </section>
      ) : (
        <section className="concierge-section job-facts-section" aria-label={t`The job`}>
          <dl className="job-facts">
            <dt>
              <Trans>Client</Trans>
            </dt>
            <dd>{job.clientName}</dd>
            <dt>{job.place.kind === 'hotel' ? <Trans>Hotel</Trans> : <Trans>Property</Trans>}</dt>
            <dd>
              {job.place.kind === 'hotel' ? (
                <Link to="/hotels/$hotelId" params={{ hotelId: job.place.id }}>
                  {job.place.name}
                </Link>
              ) : (
                job.place.name
              )}
              , {job.place.city}
            </dd>
            <dt>
              <Trans>Service</Trans>
            </dt>
            <dd>{service}</dd>
            <dt>
              <Trans>Due (local time)</Trans>
            </dt>
            <dd>
              <time dateTime={job.dueAt}>{formatDueTime(job.dueAt, job.timeZone, language)}</time>{' '}
              <span className="job-facts__zone">({job.timeZone})</span>
            </dd>
            <dt>
              <Trans>Notes</Trans>
            </dt>
            <dd className="job-facts__notes">{job.notes || '—'}</dd>
            <dt>
              <Trans>Created by</Trans>
            </dt>
            <dd>{job.createdBy?.name ?? '—'}</dd>
          </dl>
          {editable ? (
            <div className="job-actions">
              <button type="button" className="button button--ghost" onClick={() => setEditing(true)}>
                <Trans>Edit</Trans>
              </button>
            </div>
          ) : null}
        </section>
      )}
      {job.channelCid ? (
        <p className="job-chat-link">
          <Link to="/chat/$cid" params={{ cid: job.channelCid }} className="button button--ghost">
            <Trans>Open the chat with the hotel</Trans>
          </Link>
        </p>
      ) : null}
      <section className="concierge-section" aria-labelledby="job-work-title">
        <h2 id="job-work-title" className="concierge-section__title">
          <Trans>Status and assignee</Trans>
        </h2>
        {editable ? (
          <label className="job-filters__field job-assignee">
            <span>
              <Trans>Assignee</Trans>
            </span>
            <select
              value={job.assignee?._id ?? ''}
              disabled={assign.isPending}
              onChange={(e) => assign.mutate({ assigneeId: e.target.value || null }, { onError: fail })}
            >
              <option value="">{t`Nobody yet`}</option>
              {(members.data ?? []).map((m) => (
                <option key={m._id} value={m._id}>
                  {m.name}
                </option>
              ))}
            </select>
          </label>
        ) : (
          <p>{job.assignee ? t`Assigned to ${job.assignee.name}` : t`Not assigned`}</p>
        )}
        {job.status === 'sent' ? (
          <p className="concierge__empty">
            <Trans>The hotel's team confirms or declines the request in the chat.</Trans>
          </p>
        ) : null}
        <div className="job-actions">
          {agencyNextStatuses(job.status).map((next) => (
            <button
              key={next}
              type="button"
              className={next === 'cancelled' ? 'button button--ghost' : 'button button--primary'}
              disabled={status.isPending}
              onClick={() => {
                setFailure(null)
                status.mutate(next, { onError: fail })
              }}
            >
              {i18n._(STATUS_ACTION_LABELS[next])}
            </button>
          ))}
        </div>
        {failure ? (
          <p className="concierge__failure" role="alert">
            {failure}
          </p>
        ) : null}
      </section>
      {maySendToHotel(job) ? <HandOff job={job} onFailure={fail} /> : null}
      <JobHistory history={job.history} />
    </article>
  )
}
