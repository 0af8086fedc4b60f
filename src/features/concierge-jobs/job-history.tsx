import { Trans, useLingui } from '@lingui/react/macro'
import type { JobEventDto } from '#domain/concierge-jobs/types.ts'
import { deviceTimeZone, formatMomentIn } from '#domain/format/format-zoned.ts'
import { useLanguage } from '#lib/format/use-format.ts'
import { jobEventSentence } from './job-labels.ts'

/** Who changed what, when: the job's history, newest first. */
export function JobHistory({ history }: { history: JobEventDto[] }) {
  const { i18n } = useLingui()
  const language = useLanguage()
  return (
    <section className="concierge-section" aria-labelledby="job-history-title">
      <h2 id="job-history-title" className="concierge-section__title">
        <Trans>History</Trans>
      </h2>
      <ol className="job-history">
        {history.map((e) => (
          <li key={e._id} className={`job-history__event job-history__event--${e.party}`}>
            <span>{jobEventSentence(i18n, e)}</span>
            <time dateTime={e.at} className="job-history__time">
              {formatMomentIn(e.at, language, deviceTimeZone())}
            </time>
          </li>
        ))}
      </ol>
    </section>
  )
}
