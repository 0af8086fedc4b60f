import { Trans, useLingui } from '@lingui/react/macro'
import { Link } from '@tanstack/react-router'
import { useId, useState } from 'react'
import type { InspirationPost } from '#domain/hotels/types.ts'
import { mediaUrl } from '#lib/config.ts'
import { MarkdownText } from '#ui/markdown-text.tsx'
import { CategoryStars, usePlace } from './hotel-header.tsx'
import { truncateMarkdown } from './truncate-text.ts'

/** The post's text: a preview with See More, the whole text with See Less. */
function PostText({ markdown }: { markdown: string }) {
  const [expanded, setExpanded] = useState(false)
  const id = useId()
  const preview = truncateMarkdown(markdown)
  return (
    <div className="inspiration-post__text">
      <div id={id}>
        <MarkdownText className="hotel-prose" text={expanded || !preview.truncated ? markdown : preview.text} />
      </div>
      {preview.truncated ? (
        <button
          type="button"
          className="text-button"
          aria-expanded={expanded}
          aria-controls={id}
          onClick={() => setExpanded((value) => !value)}
        >
          {expanded ? <Trans>See Less</Trans> : <Trans>See More</Trans>}
        </button>
      ) : null}
    </div>
  )
}

/** One inspiration post: its images, the hotel with category and place, the text (docs/product/hotels.md#inspiration). */
export function InspirationPostCard({ post, backTo }: { post: InspirationPost; backTo: string }) {
  const { t } = useLingui()
  const place = usePlace({ sector: null, city: post.hotel.city, country: post.hotel.country })
  const images = post.media.filter((m) => m.type === 'image')
  const name = post.hotel.name
  const [first, ...more] = images
  return (
    <article className="inspiration-post" aria-labelledby={`post-${post._id}`}>
      {first ? (
        <div className={`inspiration-post__media inspiration-post__media--${Math.min(images.length, 3)}`}>
          <img src={mediaUrl(first.url)} alt={t`${name}, inspiration`} loading="lazy" decoding="async" />
          {more.slice(0, 2).map((image) => (
            <img key={image.url} src={mediaUrl(image.url)} alt="" loading="lazy" decoding="async" />
          ))}
        </div>
      ) : null}
      <div className="inspiration-post__body">
        <p className="hotel-header__place">{place}</p>
        <h2 id={`post-${post._id}`} className="inspiration-post__hotel">
          <Link to="/hotels/$hotelId" params={{ hotelId: post.hotel._id }} state={{ backTo }}>
            {name}
          </Link>
        </h2>
        <CategoryStars category={post.hotel.category} />
        <PostText markdown={post.markdown} />
      </div>
    </article>
  )
}
