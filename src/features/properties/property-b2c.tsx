import { Trans, useLingui } from '@lingui/react/macro'
import { useRef, type ReactNode } from 'react'
import { MEDIA, useMediaQuery } from '#ui/use-media-query.ts'
import { useOwnHeight } from '#ui/use-own-height.ts'
import { formatPrice } from '#domain/format/format-price.ts'
import { AvailabilitySection } from './availability-section.tsx'
import { BookOnlineCard, BookOnlineLink, bookOnlineHref } from './book-online-link.tsx'
import { EnquiryAside, StickyEnquireBar } from './enquiry-aside.tsx'
import { DistancesList, PropertyLocation } from './location-section.tsx'
import { MarkdownText } from '#ui/markdown-text.tsx'
import { PageSection } from './page-section.tsx'
import { Highlights } from './property-info.tsx'
import { EquipmentList, FloorPlans, ServicesByLevel } from './property-lists.tsx'
import type { PropertyPageModel } from './property-page-model.ts'
import { TermsSection } from './terms-section.tsx'

/** B2C property detail: sections in one column and the side enquiry form; phones get a sticky button. */
export function PropertyB2C({ model, enquiryForm }: { model: PropertyPageModel; enquiryForm?: ReactNode }) {
  const { t } = useLingui()
  const desktop = useMediaQuery(MEDIA.desktop)
  const side = useRef<HTMLDivElement>(null)
  useOwnHeight(side, desktop)
  const { property, enquireHref, period } = model
  const bookHref = bookOnlineHref(model)
  const fromPrice = property.priceFrom == null ? null : formatPrice(property.priceFrom, property.currency)
  const price =
    fromPrice == null ? (
      t`Price on request`
    ) : (
      <>
        <span className="sticky-enquire__label">{t`Weekly rate from`}</span>
        <strong>{fromPrice}</strong>
      </>
    )
  return (
    <div className="property-layout">
      <div className="property-layout__main">
        <PageSection id="general" title={<Trans>General information</Trans>}>
          <MarkdownText className="prose" text={property.descriptionMarkdown} />
          <Highlights facilities={property.facilities} />
        </PageSection>
        {property.floorplans.length ? (
          <PageSection id="floor-plans" title={<Trans>Floor plans</Trans>}>
            <FloorPlans name={property.name} plans={property.floorplans} />
          </PageSection>
        ) : null}
        <PageSection id="services" title={<Trans>Services by service level</Trans>}>
          <ServicesByLevel services={property.servicesIncluded} />
        </PageSection>
        {property.equipmentIncluded.length ? (
          <PageSection id="equipment" title={<Trans>Equipment</Trans>}>
            <EquipmentList items={property.equipmentIncluded} />
          </PageSection>
        ) : null}
        <PageSection id="availability" title={<Trans>Availabilities</Trans>}>
          <AvailabilitySection
            propertyId={property._id}
            serviceLevels={property.serviceLevels}
            currency={property.currency}
            showCommission={false}
            checkIn={period?.checkIn}
          />
        </PageSection>
        <PageSection id="location" title={<Trans>Location</Trans>}>
          <PropertyLocation property={property} />
          <DistancesList distances={property.distances} />
        </PageSection>
        <PageSection id="terms" title={<Trans>Terms</Trans>}>
          <TermsSection salesInformation={property.salesInformation} currency={property.currency} />
        </PageSection>
      </div>
      {desktop ? (
        <div className="property-layout__side" ref={side}>
          {bookHref ? <BookOnlineCard href={bookHref} /> : null}
          <EnquiryAside name={property.name} enquireHref={enquireHref} form={enquiryForm} />
        </div>
      ) : (
        <StickyEnquireBar
          enquireHref={enquireHref}
          price={price}
          bookOnline={bookHref ? <BookOnlineLink href={bookHref} className="sticky-enquire__button" /> : null}
        />
      )}
    </div>
  )
}
