import { Trans, useLingui } from '@lingui/react/macro'
import type { Stay } from '#domain/catalogue/types.ts'
import { useTrackOnce } from '#lib/analytics/use-track-once.ts'
import { Dialog } from '#ui/dialog.tsx'
import { useDocumentMeta, useRestoreDocumentMeta } from '#ui/use-document-meta.ts'
import type { BookingProperty } from './booking-form-types.ts'
import { ConsumerBookingForm } from './consumer-booking-form.tsx'

type Props = {
  property: BookingProperty & { city: string }
  stays: readonly Stay[]
  initialPeriod?: { checkIn: string; checkOut: string }
  onClose: () => void
}

/** …/book-online: the consumer booking as a dialog over the property page; closing returns to the page. */
export function ConsumerBookingDialog({ property, stays, initialPeriod, onClose }: Props) {
  const { t } = useLingui()
  const { name, city } = property
  useTrackOnce({ msg: 'booking started', data: { kind: 'consumer', propertyId: property._id } })
  useRestoreDocumentMeta()
  useDocumentMeta({
    title: t`Book ${name}, ${city} online | LDS`,
    description: t`Book ${name} in ${city} online: your period, service level and travelers, the price summary and the payment by card link or bank transfer.`,
  })
  return (
    <Dialog
      open
      onOpenChange={(open) => (open ? undefined : onClose())}
      eyebrow={<Trans>Book online</Trans>}
      title={name}
      description={<Trans>{city} · Your booking request, confirmed by the lessor</Trans>}
      className="dialog--consumer-booking"
    >
      <ConsumerBookingForm property={property} stays={stays} initialPeriod={initialPeriod} onClose={onClose} />
    </Dialog>
  )
}
