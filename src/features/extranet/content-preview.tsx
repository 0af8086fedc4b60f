import type { I18n, MessageDescriptor } from '@lingui/core'
import { msg } from '@lingui/core/macro'
import { Trans } from '@lingui/react/macro'
import type { HotelSections } from '#domain/extranet/content-sections.ts'

/**
 * The preview (docs/decisions/135-hotel-content.md): the agent's own hotel page of the saved version, in a new tab;
 * the page an agent opens is the one the hotel answer renders, so nothing else can show it more truly.
 */
export function PreviewLink({ hotelId }: { hotelId: string }) {
  return (
    <a className="button button--ghost" href={`/hotels/${hotelId}`} target="_blank" rel="noopener">
      <Trans>See the saved page as agents see it</Trans>
    </a>
  )
}

const SECTION_LABELS: Record<keyof HotelSections, MessageDescriptor> = {
  reservationHours: msg`Reservation hours`,
  images: msg`Images`,
  diningVenues: msg`Dining venues`,
  facilities: msg`Facilities`,
  checkIn: msg`Check-in`,
  agePolicy: msg`Age policy`,
  petPolicy: msg`Pet policy`,
  smokingPolicy: msg`Smoking policy`,
  bookingPolicyMarkdown: msg`Booking policy`,
  houseRulesMarkdown: msg`House rules`,
  salesManagers: msg`Sales managers`,
  programIds: msg`Programs`,
  isChatEnabled: msg`Chat`,
  miceFacilities: msg`MICE facilities`,
}

/** A section's name in a version's changes ('smokingPolicy.de' → 'Smoking policy (Deutsch)'); null for others. */
export function sectionName(changed: string, i18n: I18n): string | null {
  const [section, lang] = changed.split('.') as [keyof HotelSections, string | undefined]
  const label = SECTION_LABELS[section]
  if (!label) return null
  return lang ? `${i18n._(label)} (${lang === 'de' ? 'Deutsch' : 'English'})` : i18n._(label)
}
