import './inspiration.css'
import { Trans, useLingui } from '@lingui/react/macro'
import { useQuery } from '@tanstack/react-query'
import { Link } from '@tanstack/react-router'
import { inspirationQueryOptions } from '#lib/hotels/queries.ts'
import { OfflineNote } from '#ui/offline-note.tsx'
import { useDocumentMeta } from '#ui/use-document-meta.ts'
import { useOnlineStatus } from '#ui/use-online-status.ts'
import { InspirationPostCard } from './inspiration-post.tsx'

/**
 * The inspiration feed (/hotels/inspirationnow, and one hotel's at /hotels/:hotelId/inspirationnow;
 * docs/product/hotels.md#inspiration): newest first, as the server answers.
 */
export function InspirationFeed(props: { hotelId: string | null }) {
  const { hotelId } = props
  const { t } = useLingui()
  const online = useOnlineStatus()
  const posts = useQuery(inspirationQueryOptions(hotelId))
  const hotelName = hotelId ? posts.data?.[0]?.hotel.name : undefined
  useDocumentMeta({
    title: hotelName ? t`Inspiration: ${hotelName} | LDS` : t`Inspiration | LDS`,
    description: t`Stories, photos and ideas from the luxury hotels of the Alps, for travel agencies and concierges.`,
  })
  const waitingOffline = posts.isPending && posts.fetchStatus === 'paused'
  return (
    <section className="inspiration-feed" aria-labelledby="inspiration-title">
      <header className="inspiration-feed__header">
        <p className="eyebrow">
          <Trans>Inspiration</Trans>
        </p>
        <h1 id="inspiration-title" className="inspiration-feed__title">
          {hotelName ? <Trans>Inspiration from {hotelName}</Trans> : <Trans>Inspiration from the hotels</Trans>}
        </h1>
        {hotelId ? (
          <Link to="/hotels/$hotelId" params={{ hotelId }} className="text-button">
            <Trans>Open the hotel</Trans>
          </Link>
        ) : null}
      </header>
      <OfflineNote cachedAt={!online && posts.data ? new Date(posts.dataUpdatedAt) : null} />
      {posts.data ? (
        posts.data.length === 0 ? (
          <p className="notice">
            <Trans>No inspiration posts yet.</Trans>
          </p>
        ) : (
          <div className="inspiration-feed__posts">
            {posts.data.map((post) => (
              <InspirationPostCard key={post._id} post={post} backTo={t`Inspiration`} />
            ))}
          </div>
        )
      ) : posts.isError || waitingOffline ? (
        <p className="notice notice--error" role="alert">
          <Trans>Unfortunately, we could not fetch the inspiration posts.</Trans>
        </p>
      ) : (
        <p className="notice" role="status">
          <Trans>Loading inspiration...</Trans>
        </p>
      )}
    </section>
  )
}
