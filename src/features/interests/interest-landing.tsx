import './interests.css'
import { Trans, useLingui } from '@lingui/react/macro'
import { useQuery } from '@tanstack/react-query'
import { Link } from '@tanstack/react-router'
import { ApiError } from '#lib/api-errors.ts'
import { hotelInterestQueryOptions } from '#lib/hotels/queries.ts'
import { useDocumentMeta } from '#ui/use-document-meta.ts'
import { useOnlineStatus } from '#ui/use-online-status.ts'
import { InterestDetailView } from './interest-detail.tsx'

/**
 * /partner/dashboard (docs/product/hotels.md#save-interest): with ?hotel-lead-id= the saved hotel
 * interest (hotel, period, rooms, offers, prices, references, client); without it a short
 * introduction. The partner dashboard grows around this page: each block is a section of its own.
 */
export function InterestLanding(props: { hotelLeadId: string | undefined }) {
  const { t } = useLingui()
  useDocumentMeta({ title: t`Dashboard | LDS`, description: t`Your saved hotel interests and leads.` })
  return (
    <div className="dashboard" id="pageContent">
      <header className="dashboard__header">
        <p className="eyebrow">
          <Trans>Dashboard</Trans>
        </p>
        <h1 className="dashboard__title">
          {props.hotelLeadId ? <Trans>Saved Interest</Trans> : <Trans>Your dashboard</Trans>}
        </h1>
      </header>
      {props.hotelLeadId ? <SavedInterest id={props.hotelLeadId} /> : <DashboardIntro />}
    </div>
  )
}

function SavedInterest({ id }: { id: string }) {
  const { t } = useLingui()
  const online = useOnlineStatus()
  const interest = useQuery(hotelInterestQueryOptions(id))
  if (interest.data) return <InterestDetailView interest={interest.data} />
  if (interest.isError) {
    const notFound = interest.error instanceof ApiError && interest.error.status === 404
    return (
      <div className="dashboard__notice" role="alert">
        <p>
          {notFound
            ? t`This interest could not be found in your agency.`
            : online
              ? t`Unfortunately, an error occured`
              : t`You are offline: saved interests open with a connection.`}
        </p>
        <Link to="/hotels" className="button button--ghost">
          <Trans>Search hotels</Trans>
        </Link>
      </div>
    )
  }
  return (
    <p className="dashboard__notice" role="status">
      <Trans>Loading interest...</Trans>
    </p>
  )
}

/** Without an interest: what the dashboard is for, and the way to the hotels. */
function DashboardIntro() {
  return (
    <section className="dashboard__intro">
      <p>
        <Trans>
          Build a selection of rooms on a hotel page and save it as an interest for your client: it appears here with
          its rooms, rates, prices and references.
        </Trans>
      </p>
      <Link to="/hotels" className="button button--primary">
        <Trans>Search hotels</Trans>
      </Link>
    </section>
  )
}
