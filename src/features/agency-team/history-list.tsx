import { Trans, useLingui } from '@lingui/react/macro'
import { useQuery } from '@tanstack/react-query'
import { useLanguage } from '#lib/format/use-format.ts'
import { agencyHistoryQueryOptions } from './queries.ts'
import { eventSentence, formatDateTime } from './team-labels.ts'

/** Who changed what, when: the agency's history, newest first. */
export function HistoryList({ agencyId }: { agencyId: string }) {
  const { i18n } = useLingui()
  const language = useLanguage()
  const history = useQuery(agencyHistoryQueryOptions(agencyId))
  return (
    <section className="agency-section" aria-labelledby="agency-history-title">
      <h2 id="agency-history-title" className="agency-section__title">
        <Trans>History</Trans>
      </h2>
      {history.isPending ? (
        <p role="status" className="agency-section__empty">
          <Trans>Loading the history...</Trans>
        </p>
      ) : history.isError ? (
        <p role="alert" className="agency-section__empty">
          <Trans>The history could not be loaded.</Trans>
        </p>
      ) : history.data.length === 0 ? (
        <p className="agency-section__empty">
          <Trans>No changes yet.</Trans>
        </p>
      ) : (
        <ol className="agency-history">
          {history.data.map((event) => (
            <li key={event._id} className="agency-history__event">
              <span>{eventSentence(i18n, event)}</span>
              <time dateTime={event.at} className="agency-history__time">
                {formatDateTime(event.at, language)}
              </time>
            </li>
          ))}
        </ol>
      )}
    </section>
  )
}
