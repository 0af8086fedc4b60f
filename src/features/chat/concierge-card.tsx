import { Trans, useLingui } from '@lingui/react/macro'
import { useMutation } from '@tanstack/react-query'
import type { MessageDescriptor } from '@lingui/core'
import { msg } from '@lingui/core/macro'
import type { ConciergeJobAttachment, ServiceKind } from '#domain/concierge-jobs/types.ts'
import { formatMomentIn } from '#domain/format/format-zoned.ts'
import { api } from '#lib/api-client.ts'
import { ApiError } from '#lib/api-errors.ts'
import { useLanguage } from '#lib/format/use-format.ts'

type JobCard = Extract<ConciergeJobAttachment, { type: 'concierge-job' }>
type Answer = Extract<ConciergeJobAttachment, { type: 'concierge-answer' }>

const SERVICES: Record<ServiceKind, MessageDescriptor> = {
  transfer: msg`Transfer`,
  restaurant: msg`Restaurant table`,
  'ski-instructor': msg`Ski instructor`,
  spa: msg`Spa treatment`,
  childcare: msg`Childcare`,
  other: msg`Other`,
}

/**
 * A concierge job handed to the hotel (docs/product/concierge-jobs.md#chat-hand-off): the service, the time at the
 * hotel and the notes; the hotel's team answers with Confirm / Decline (once: an answer in the channel closes it).
 */
export function ConciergeCard({
  job,
  answer,
  canAnswer,
}: {
  job: JobCard
  answer: Answer['answer'] | null
  canAnswer: boolean
}) {
  const { t, i18n } = useLingui()
  const language = useLanguage()
  const reply = useMutation({
    mutationFn: (a: Answer['answer']) => api.post(`/concierge-jobs/${job.jobId}/hotel-answer`, { answer: a }),
    networkMode: 'always',
  })
  const service = job.serviceKind === 'other' && job.serviceOther ? job.serviceOther : i18n._(SERVICES[job.serviceKind])
  const closed = answer ?? (reply.isSuccess ? reply.variables : null)
  return (
    <div className="chat-job" aria-label={t`Concierge request`}>
      <p className="chat-job__eyebrow">
        <Trans>Concierge request</Trans>
      </p>
      <p className="chat-job__service">
        {service} · {job.clientName}
      </p>
      <p className="chat-job__time">
        <time dateTime={job.dueAt}>{formatMomentIn(job.dueAt, language, job.timeZone)}</time>{' '}
        <span className="chat-job__zone">({job.timeZone})</span>
      </p>
      {job.notes ? <p className="chat-job__notes">{job.notes}</p> : null}
      {closed ? (
        <p className={`chat-job__answer chat-job__answer--${closed}`}>
          {closed === 'confirmed' ? <Trans>Confirmed by the hotel</Trans> : <Trans>Declined by the hotel</Trans>}
        </p>
      ) : canAnswer ? (
        <div className="chat-job__actions">
          <button
            type="button"
            className="button button--primary"
            disabled={reply.isPending}
            onClick={() => reply.mutate('confirmed')}
          >
            <Trans>Confirm</Trans>
          </button>
          <button
            type="button"
            className="button button--ghost"
            disabled={reply.isPending}
            onClick={() => reply.mutate('declined')}
          >
            <Trans>Decline</Trans>
          </button>
        </div>
      ) : (
        <p className="chat-job__waiting">
          <Trans>Waiting for the hotel's answer</Trans>
        </p>
      )}
      {reply.isError ? (
        <p className="chat-job__error" role="alert">
          {reply.error instanceof ApiError && reply.error.status === 409 ? (
            <Trans>This request was already answered or withdrawn</Trans>
          ) : (
            <Trans>The answer could not be sent. Please try again.</Trans>
          )}
        </p>
      ) : null}
    </div>
  )
}

/** The hotel's answer as its own line in the channel. */
export function ConciergeAnswerLine({ answer }: { answer: Answer['answer'] }) {
  return (
    <p className={`chat-job__answer chat-job__answer--${answer}`}>
      {answer === 'confirmed' ? (
        <Trans>Confirmed the concierge request</Trans>
      ) : (
        <Trans>Declined the concierge request</Trans>
      )}
    </p>
  )
}
