import { useLingui } from '@lingui/react/macro'
import { Link } from '@tanstack/react-router'
import type { ConciergeJobDto } from '#domain/concierge-jobs/types.ts'
import { useLanguage } from '#lib/format/use-format.ts'
import { JobStatusChip } from './job-status-chip.tsx'
import { formatDueTime, serviceName } from './job-labels.ts'

/** One job in the list: a card on every width (a grid of them on wide screens), the whole card a link. */
export function JobCard({ job }: { job: ConciergeJobDto }) {
  const { t, i18n } = useLingui()
  const language = useLanguage()
  const service = serviceName(i18n, job)
  return (
    <li className="job-card">
      <Link to="/partner/concierge-jobs/$jobId" params={{ jobId: job._id }} className="job-card__link">
        <span className="job-card__top">
          <span className="job-card__service">{service}</span>
          <JobStatusChip status={job.status} />
        </span>
        <span className="job-card__client">{job.clientName}</span>
        <span className="job-card__place">
          {job.place.name}, {job.place.city}
        </span>
        <time className="job-card__due" dateTime={job.dueAt}>
          {formatDueTime(job.dueAt, job.timeZone, language)} <span className="job-card__zone">({job.timeZone})</span>
        </time>
        <span className="job-card__assignee">
          {job.assignee ? t`Assigned to ${job.assignee.name}` : t`Not assigned`}
        </span>
      </Link>
    </li>
  )
}
