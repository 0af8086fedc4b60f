import { Trans, useLingui } from '@lingui/react/macro'
import type { HotelDetail } from '#domain/hotels/types.ts'
import { MarkdownText } from '#ui/markdown-text.tsx'
import { policyTexts } from './hotel-page-model.ts'
import { EmptyText } from './hotel-sections.tsx'

type PolicyHotel = Pick<
  HotelDetail,
  'bookingPolicyMarkdown' | 'houseRulesMarkdown' | 'smokingPolicy' | 'agePolicy' | 'petPolicy'
>

/** A policy text that brings its own heading ('### House rules') gets no second one. */
const startsWithHeading = (markdown: string) => /^#{1,6}\s/.test(markdown)

function AgePolicy({ policy }: { policy: HotelDetail['agePolicy'] }) {
  const { minGuestAge, maxAgeConsideredInfant, maxAgeConsideredChild } = policy
  if (policy.isAdultsOnlyHotel) return <Trans>Adults only: guests must be at least {minGuestAge} years old.</Trans>
  return (
    <Trans>
      Children welcome: infants up to {maxAgeConsideredInfant} years, children up to {maxAgeConsideredChild} years.
    </Trans>
  )
}

function PetPolicy({ policy }: { policy: HotelDetail['petPolicy'] }) {
  if (!policy.arePetsAllowed) return <Trans>Pets are not allowed.</Trans>
  return (
    <>
      <Trans>Pets are welcome.</Trans>
      {policy.restrictions ? ` ${policy.restrictions}` : null}
    </>
  )
}

/** Booking policy, house rules, age, pet and smoking policy (docs/product/hotels.md#hotel-page). */
export function PolicySection({ hotel }: { hotel: PolicyHotel }) {
  const { t } = useLingui()
  const { bookingPolicy, houseRules, smoking } = policyTexts(hotel)
  return (
    <div className="hotel-policy">
      {!bookingPolicy && !houseRules ? (
        <EmptyText>
          <Trans>No policy uploaded.</Trans>
        </EmptyText>
      ) : null}
      {bookingPolicy ? (
        <section>
          {startsWithHeading(bookingPolicy) ? null : <h3 className="hotel-subheading">{t`Booking policy`}</h3>}
          <MarkdownText className="hotel-prose" text={bookingPolicy} />
        </section>
      ) : null}
      {houseRules ? (
        <section>
          {startsWithHeading(houseRules) ? null : <h3 className="hotel-subheading">{t`House rules`}</h3>}
          <MarkdownText className="hotel-prose" text={houseRules} />
        </section>
      ) : null}
      <dl className="hotel-facts hotel-facts--stacked">
        <div>
          <dt>{t`Age policy`}</dt>
          <dd>
            <AgePolicy policy={hotel.agePolicy} />
          </dd>
        </div>
        <div>
          <dt>{t`Pet policy`}</dt>
          <dd>
            <PetPolicy policy={hotel.petPolicy} />
          </dd>
        </div>
        {smoking ? (
          <div>
            <dt>{t`Smoking policy`}</dt>
            <dd>{smoking}</dd>
          </div>
        ) : null}
      </dl>
    </div>
  )
}
