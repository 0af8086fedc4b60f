import './concierge-jobs.css'
import '#ui/status-chip.css'
import { Trans, useLingui } from '@lingui/react/macro'
import { useQuery } from '@tanstack/react-query'
import { Link } from '@tanstack/react-router'
import { useMemo } from 'react'
import type { JobFilter } from '#domain/concierge-jobs/job-filter.ts'
import { useDocumentMeta } from '#ui/use-document-meta.ts'
import { JobCard } from './job-card.tsx'
import { JobFilters } from './job-filters.tsx'
import { jobListQueryOptions, membersQueryOptions } from './queries.ts'

type Props = { agencyId: string; filter: JobFilter; onFilter: (next: JobFilter) => void }

/** /partner/concierge-jobs (docs/product/concierge-jobs.md#screens): the agency's jobs, soonest due first, filtered. */
export function JobsPage({ agencyId, filter, onFilter }: Props) {
  const { t } = useLingui()
  useDocumentMeta({
    title: t`Concierge jobs | LDS`,
    description: t`Your agency's concierge requests.`,
    robots: 'noindex',
  })
  const jobs = useQuery(jobListQueryOptions(filter))
  const members = useQuery(membersQueryOptions(agencyId))
  // the hotels to filter by: those of all the agency's jobs (the unfiltered list, shared with the page without filters)
  const all = useQuery(jobListQueryOptions({}))
  const hotels = useMemo(() => {
    const seen = new Map<string, string>()
    for (const j of all.data?.jobs ?? []) if (j.place.kind === 'hotel') seen.set(j.place.id, j.place.name)
    return [...seen].map(([id, name]) => ({ id, name })).sort((a, b) => a.name.localeCompare(b.name))
  }, [all.data])
  return (
    <section className="concierge" aria-labelledby="concierge-title" id="pageContent">
      <header className="concierge__header">
        <p className="eyebrow">
          <Trans>Concierge</Trans>
        </p>
        <h1 id="concierge-title" className="concierge__title">
          <Trans>Concierge jobs</Trans>
        </h1>
        <p className="concierge__intro">
          <Trans>
            Transfers, tables, ski instructors and every other request of your clients, at the place's local time.
          </Trans>
        </p>
        <div>
          <Link to="/partner/concierge-jobs/new" className="button button--primary">
            <Trans>New job</Trans>
          </Link>
        </div>
      </header>
      <JobFilters filter={filter} onChange={onFilter} members={members.data ?? []} hotels={hotels} />
      {jobs.isPending ? (
        <p role="status" className="concierge__empty">
          <Trans>Loading the jobs...</Trans>
        </p>
      ) : jobs.isError ? (
        <p role="alert" className="concierge__empty">
          <Trans>The jobs could not be loaded.</Trans>{' '}
          <button type="button" className="button button--ghost" onClick={() => void jobs.refetch()}>
            <Trans>Try again</Trans>
          </button>
        </p>
      ) : jobs.data.jobs.length === 0 ? (
        <p className="concierge__empty">
          <Trans>No jobs match these filters.</Trans>
        </p>
      ) : (
        <ol className="job-list" aria-label={t`Jobs`}>
          {jobs.data.jobs.map((job) => (
            <JobCard key={job._id} job={job} />
          ))}
        </ol>
      )}
    </section>
  )
}
