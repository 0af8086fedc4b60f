import { useLingui } from '@lingui/react/macro'
import type { JobStatus } from '#domain/concierge-jobs/types.ts'
import { JOB_STATUS_LABELS } from './job-labels.ts'

/** A job's status in the status chips' tones: waiting (open, sent), confirmed, closed (declined, done, cancelled). */
export function JobStatusChip({ status }: { status: JobStatus }) {
  const { i18n } = useLingui()
  const tone =
    status === 'confirmed' || status === 'done'
      ? 'confirmed'
      : status === 'open' || status === 'sent'
        ? 'requested'
        : 'closed'
  return (
    <span className={`status-chip status-chip--${tone}`} data-status={status}>
      {i18n._(JOB_STATUS_LABELS[status])}
    </span>
  )
}
