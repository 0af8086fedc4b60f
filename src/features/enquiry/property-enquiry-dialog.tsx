import { Trans, useLingui } from '@lingui/react/macro'
import type { Stay } from '#domain/catalogue/types.ts'
import { useTrackOnce } from '#lib/analytics/use-track-once.ts'
import { Dialog } from '#ui/dialog.tsx'
import { useDocumentMeta, useRestoreDocumentMeta } from '#ui/use-document-meta.ts'
import { PropertyEnquiryForm, type EnquiryProperty } from './property-enquiry-form.tsx'

type Props = {
  property: EnquiryProperty
  stays?: readonly Stay[]
  initialPeriod?: { checkIn: string; checkOut: string }
  onClose: () => void
}

/** …/enquire-now: the property enquiry as a dialog over the property page; closing returns to the page. */
export function PropertyEnquiryDialog({ property, stays, initialPeriod, onClose }: Props) {
  const { t } = useLingui()
  const { name, city } = property
  useTrackOnce({ msg: 'enquiry started', data: { kind: 'property', propertyId: property._id } })
  useRestoreDocumentMeta()
  useDocumentMeta({
    title: t`Enquire about ${name}, ${city} | LDS`,
    description: t`Send an enquiry for ${name} in ${city}: choose your period and service level, and our concierge team replies within 24 hours.`,
  })
  return (
    <Dialog
      open
      onOpenChange={(open) => (open ? undefined : onClose())}
      eyebrow={<Trans>Enquire now</Trans>}
      title={name}
      description={<Trans>{city} · Our concierge team replies within 24 hours</Trans>}
      className="dialog--enquiry"
    >
      <PropertyEnquiryForm property={property} stays={stays} initialPeriod={initialPeriod} onClose={onClose} />
    </Dialog>
  )
}
