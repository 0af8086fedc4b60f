import { Trans, useLingui } from '@lingui/react/macro'
import { useQuery } from '@tanstack/react-query'
import { testimonialsQueryOptions } from '#features/storefront/queries.ts'

/**
 * Two random, distinct guest testimonials: the quote and the
 * author's initials (docs/product/content-and-seo.md#testimonials).
 */
export function Testimonials() {
  const { i18n } = useLingui()
  const { data } = useQuery(testimonialsQueryOptions(i18n.locale === 'de' ? 'de' : 'en'))
  if (!data?.length) return null
  return (
    <section className="testimonials" aria-labelledby="testimonials-title">
      <div className="testimonials__inner">
        <h2 id="testimonials-title" className="testimonials__title">
          <Trans>What our guests say</Trans>
        </h2>
        <div className="testimonials__list">
          {data.map((item) => (
            <figure key={item._id} className="testimonial">
              <blockquote className="testimonial__quote">
                <p>{item.quote}</p>
              </blockquote>
              <figcaption className="testimonial__author">{item.authorInitials}</figcaption>
            </figure>
          ))}
        </div>
      </div>
    </section>
  )
}
