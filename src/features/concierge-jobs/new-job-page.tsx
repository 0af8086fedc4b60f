import './concierge-jobs.css'
import { Trans, useLingui } from '@lingui/react/macro'
import { Link, useNavigate } from '@tanstack/react-router'
import { useDocumentMeta } from '#ui/use-document-meta.ts'
import { EMPTY_JOB, JobForm } from './job-form.tsx'
import { useCreateJob } from './mutations.ts'

/** /partner/concierge-jobs/new: a new job; saved, its page opens. */
export function NewJobPage({ agencyId }: { agencyId: string }) {
  const { t } = useLingui()
  useDocumentMeta({ title: t`New concierge job | LDS`, description: t`A new concierge request.`, robots: 'noindex' })
  const create = useCreateJob()
  const navigate = useNavigate()
  return (
    <section className="concierge" aria-labelledby="new-job-title" id="pageContent">
      <header className="concierge__header">
        <p className="eyebrow">
          <Link to="/partner/concierge-jobs">
            <Trans>Concierge jobs</Trans>
          </Link>
        </p>
        <h1 id="new-job-title" className="concierge__title">
          <Trans>New job</Trans>
        </h1>
      </header>
      <div className="concierge-section">
        <JobForm
          agencyId={agencyId}
          initial={EMPTY_JOB}
          initialPlace={null}
          submitLabel={t`Create the job`}
          onSubmit={async (body) => {
            const job = await create.mutateAsync(body)
            await navigate({ to: '/partner/concierge-jobs/$jobId', params: { jobId: job._id } })
          }}
        />
      </div>
    </section>
  )
}
