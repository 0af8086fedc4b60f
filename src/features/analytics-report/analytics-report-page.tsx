import './analytics-report.css'
import { Trans, useLingui } from '@lingui/react/macro'
import { useQuery } from '@tanstack/react-query'
import { ANY_DESTINATION, type AnalyticsReport } from '#domain/analytics/report.ts'
import { useFormatDate } from '#lib/format/use-format.ts'
import { useDocumentMeta } from '#ui/use-document-meta.ts'
import { analyticsReportQueryOptions } from './queries.ts'

/**
 * The admins' analytics report (/partner/dashboard/admin/analytics, docs/product/analytics.md#report):
 * searches per destination and week, enquiries and bookings started against sent, and the most
 * searched hotel destinations, from the first-party events of the visitors who accepted cookies.
 */
export function AnalyticsReportPage() {
  const { t } = useLingui()
  useDocumentMeta({
    title: t`Analytics | LDS`,
    description: t`First-party analytics of the storefront and the hotels.`,
  })
  const report = useQuery(analyticsReportQueryOptions())
  const { date } = useFormatDate()
  return (
    <div className="analytics-report">
      <header className="analytics-report__header">
        <p className="eyebrow">
          <Trans>Admin Dashboard</Trans>
        </p>
        <h1 className="analytics-report__title">
          <Trans>Analytics</Trans>
        </h1>
        {report.data ? (
          <p className="analytics-report__intro">
            <Trans>
              Sessions that accepted cookies since {date(report.data.since)}: {report.data.sessions}. Older events are
              deleted after 14 days.
            </Trans>
          </p>
        ) : null}
      </header>
      {report.isPending ? (
        <p role="status">
          <Trans>Loading the report...</Trans>
        </p>
      ) : report.isError ? (
        <div role="alert" className="analytics-report__failure">
          <p>
            <Trans>The report could not be loaded.</Trans>
          </p>
          <button type="button" className="button button--primary button--small" onClick={() => void report.refetch()}>
            <Trans>Try again</Trans>
          </button>
        </div>
      ) : (
        <ReportSections report={report.data} />
      )}
    </div>
  )
}

function ReportSections({ report }: { report: AnalyticsReport }) {
  const { t } = useLingui()
  const { date } = useFormatDate()
  const destination = (name: string) => (name === ANY_DESTINATION ? t`Any destination` : name)
  return (
    <div className="analytics-report__grid">
      <section className="analytics-report__section" aria-labelledby="analytics-funnel">
        <h2 id="analytics-funnel">
          <Trans>Enquiries and bookings</Trans>
        </h2>
        <table className="analytics-report__table">
          <thead>
            <tr>
              <th scope="col">{t`Request`}</th>
              <th scope="col" className="number">{t`Started`}</th>
              <th scope="col" className="number">{t`Sent`}</th>
            </tr>
          </thead>
          <tbody>
            <tr>
              <th scope="row">{t`Enquiries`}</th>
              <td className="number">{report.enquiries.started}</td>
              <td className="number">{report.enquiries.sent}</td>
            </tr>
            <tr>
              <th scope="row">{t`Bookings`}</th>
              <td className="number">{report.bookings.started}</td>
              <td className="number">{report.bookings.sent}</td>
            </tr>
          </tbody>
        </table>
      </section>

      <section className="analytics-report__section" aria-labelledby="analytics-searches">
        <h2 id="analytics-searches">
          <Trans>Searches per destination and week</Trans>
        </h2>
        {report.searchesByWeek.length ? (
          <table className="analytics-report__table">
            <thead>
              <tr>
                <th scope="col">{t`Week of`}</th>
                <th scope="col">{t`Destination`}</th>
                <th scope="col" className="number">{t`Searches`}</th>
              </tr>
            </thead>
            <tbody>
              {report.searchesByWeek.map((row) => (
                <tr key={`${row.week} ${row.destination}`}>
                  <td className="analytics-report__week">{date(row.week)}</td>
                  <th scope="row">{destination(row.destination)}</th>
                  <td className="number">{row.searches}</td>
                </tr>
              ))}
            </tbody>
          </table>
        ) : (
          <p>
            <Trans>No searches yet.</Trans>
          </p>
        )}
      </section>

      <section className="analytics-report__section" aria-labelledby="analytics-hotels">
        <h2 id="analytics-hotels">
          <Trans>Hotels searched most</Trans>
        </h2>
        {report.hotelSearches.length ? (
          <table className="analytics-report__table">
            <thead>
              <tr>
                <th scope="col">{t`Destination`}</th>
                <th scope="col" className="number">{t`Hotel searches`}</th>
              </tr>
            </thead>
            <tbody>
              {report.hotelSearches.map((row) => (
                <tr key={row.destination}>
                  <th scope="row">{destination(row.destination)}</th>
                  <td className="number">{row.searches}</td>
                </tr>
              ))}
            </tbody>
          </table>
        ) : (
          <p>
            <Trans>No hotel searches yet.</Trans>
          </p>
        )}
      </section>
    </div>
  )
}
