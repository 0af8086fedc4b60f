import './property-b2b.css'
import { Trans } from '@lingui/react/macro'
import { useQuery } from '@tanstack/react-query'
import { Accordion, AccordionSection } from '#ui/accordion.tsx'
import { HrefLink } from '#ui/catalogue/href-link.tsx'
import { AvailabilitySection } from './availability-section.tsx'
import { DistancesList, PropertyLocation } from './location-section.tsx'
import { MarkdownText } from '#ui/markdown-text.tsx'
import { Highlights, PropertyInformation } from './property-info.tsx'
import { EquipmentList, FloorPlans, ServicesByLevel } from './property-lists.tsx'
import type { PropertyPageModel } from './property-page-model.ts'
import { propertyCommissionQueryOptions } from './queries.ts'
import { SalesConditions, TermsSection } from './terms-section.tsx'

/** B2B actions: book now and take an option (the booking wizard), enquire, save an interest (docs/product/leads.md). */
function B2BActions({ model }: { model: PropertyPageModel }) {
  // the searched period goes along to the wizard and the interest form
  const search = model.period ? `?checkIn=${model.period.checkIn}&checkOut=${model.period.checkOut}` : ''
  return (
    <div className="b2b-actions">
      <HrefLink keepScroll href={`${model.basePath}/book-now${search}`} className="button button--primary">
        <Trans>Book now</Trans>
      </HrefLink>
      <HrefLink keepScroll href={`${model.basePath}/take-option${search}`} className="button button--ghost">
        <Trans>Take option</Trans>
      </HrefLink>
      <HrefLink keepScroll href={`${model.basePath}/save-interest${search}`} className="button button--ghost">
        <Trans>Save interest</Trans>
      </HrefLink>
      <HrefLink keepScroll href={model.enquireHref} className="button button--ghost">
        <Trans>Enquire now</Trans>
      </HrefLink>
    </div>
  )
}

/** B2B property detail: accordion sections plus the stay tables (docs/product/property-pages.md#b2b-page). */
export function PropertyB2B({ model }: { model: PropertyPageModel }) {
  const { property, period, showCommission } = model
  // commission levels are answered to signed-in users whose brand shows them (docs/decisions/041-session-and-exposure.md)
  const { data: commission } = useQuery({ ...propertyCommissionQueryOptions(property._id), enabled: showCommission })
  return (
    <div className="property-b2b">
      <B2BActions model={model} />
      <Accordion defaultOpen={['general', 'availabilities']}>
        <AccordionSection value="general" title={<Trans>General</Trans>}>
          <MarkdownText className="prose" text={property.descriptionMarkdown} />
        </AccordionSection>
        <AccordionSection value="information" title={<Trans>Information</Trans>}>
          <PropertyInformation property={property} />
        </AccordionSection>
        <AccordionSection value="location" title={<Trans>Location</Trans>}>
          <PropertyLocation property={property} />
        </AccordionSection>
        <AccordionSection value="distances" title={<Trans>Distances</Trans>}>
          <DistancesList distances={property.distances} />
        </AccordionSection>
        <AccordionSection value="highlights" title={<Trans>Highlights</Trans>}>
          <Highlights facilities={property.facilities} />
        </AccordionSection>
        <AccordionSection value="services" title={<Trans>Included services</Trans>}>
          <ServicesByLevel services={property.servicesIncluded} />
        </AccordionSection>
        <AccordionSection value="equipment" title={<Trans>Equipment</Trans>}>
          <EquipmentList items={property.equipmentIncluded} />
        </AccordionSection>
        <AccordionSection value="floor-plans" title={<Trans>Floor plans</Trans>}>
          <FloorPlans name={property.name} plans={property.floorplans} />
        </AccordionSection>
        <AccordionSection value="availabilities" title={<Trans>Availabilities</Trans>}>
          <AvailabilitySection
            propertyId={property._id}
            serviceLevels={property.serviceLevels}
            currency={property.currency}
            commission={showCommission ? commission : undefined}
            showCommission={showCommission}
            checkIn={period?.checkIn}
          />
        </AccordionSection>
        <AccordionSection value="terms" title={<Trans>Terms</Trans>}>
          <TermsSection salesInformation={property.salesInformation} currency={property.currency} />
          <SalesConditions
            salesInformation={property.salesInformation}
            commissionLevel={showCommission ? commission?.commission : null}
          />
        </AccordionSection>
      </Accordion>
    </div>
  )
}
