import './hotel-sections.css'
import { Trans, useLingui } from '@lingui/react/macro'
import { useState } from 'react'
import type { HotelDetail } from '#domain/hotels/types.ts'
import { Accordion, AccordionSection } from '#ui/accordion.tsx'
import { usePlace } from './hotel-header.tsx'
import type { HotelAudience } from './hotel-page-model.ts'
import { LocationSection } from './hotel-location.tsx'
import { PolicySection } from './hotel-policy.tsx'
import { CheckInSection, DescriptionSection, DiningSection, FacilitiesSection } from './hotel-sections.tsx'
import { InviteHotelSection } from './invite-hotel.tsx'

/**
 * The sections in their order; 'invite' only for a hotel that must be invited to a direct contract,
 * and never for a visitor of the consumer storefront (it is about agencies' commission).
 */
export function accordionSections(
  hotel: Pick<HotelDetail, 'hasToBeInvitedToDirectContract'>,
  audience: HotelAudience = 'agency',
): string[] {
  const sections = ['description', 'dining', 'facilities', 'location', 'check-in', 'policy']
  return hotel.hasToBeInvitedToDirectContract && audience === 'agency' ? [...sections, 'invite'] : sections
}

/**
 * The hotel's sections (docs/product/hotels.md#hotel-page): each opens and closes on its own;
 * Expand all and Collapse all open or close them all. The description opens first.
 */
export function HotelAccordion({ hotel, audience = 'agency' }: { hotel: HotelDetail; audience?: HotelAudience }) {
  const { t } = useLingui()
  const [open, setOpen] = useState<string[]>(['description'])
  const place = usePlace(hotel.location)
  const all = accordionSections(hotel, audience)
  return (
    <div className="hotel-accordion">
      <div className="hotel-accordion__tools">
        <button type="button" className="text-button" onClick={() => setOpen(all)}>
          <Trans>Expand all</Trans>
        </button>
        <span aria-hidden="true">·</span>
        <button type="button" className="text-button" onClick={() => setOpen([])}>
          <Trans>Collapse all</Trans>
        </button>
      </div>
      <Accordion open={open} onOpenChange={setOpen}>
        <AccordionSection value="description" title={t`Description`}>
          <DescriptionSection description={hotel.description} />
        </AccordionSection>
        <AccordionSection value="dining" title={t`Dining Venues`}>
          <DiningSection venues={hotel.diningVenues} />
        </AccordionSection>
        <AccordionSection value="facilities" title={t`Facilities`}>
          <FacilitiesSection facilities={hotel.facilities} />
        </AccordionSection>
        <AccordionSection value="location" title={t`Location`}>
          <LocationSection name={hotel.name} place={place} location={hotel.location} />
        </AccordionSection>
        <AccordionSection value="check-in" title={t`Check-in`}>
          <CheckInSection checkIn={hotel.checkIn} />
        </AccordionSection>
        <AccordionSection value="policy" title={t`Hotel Policy`}>
          <PolicySection hotel={hotel} />
        </AccordionSection>
        {all.includes('invite') ? (
          <AccordionSection value="invite" title={t`Invite Hotel and Earn`}>
            <InviteHotelSection hotelId={hotel._id} hotelName={hotel.name} />
          </AccordionSection>
        ) : null}
      </Accordion>
    </div>
  )
}
