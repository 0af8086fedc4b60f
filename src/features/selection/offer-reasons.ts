import type { MessageDescriptor } from '@lingui/core'
import { msg } from '@lingui/core/macro'
import type { OfferReason } from '#domain/hotels/types.ts'

/**
 * Why a room has no offer (docs/product/hotels.md#rooms): the reasons under 'No offers found' in
 * the room-offers modal, and under 'Unfortunately, there are no rooms available at this period'.
 */
const NO_OFFERS: Record<OfferReason, MessageDescriptor> = {
  soldOut: msg`The room may have been booked by another party in the last seconds.`,
  occupancy: msg`The capacity may differ from the GDS. Try fewer adults.`,
  closed: msg`The hotel does not sell this room in this period.`,
  minimumStay: msg`The stay is shorter than the minimum stay of the rates.`,
  noRate: msg`No rate of this room applies to your payment profile.`,
}

/** The reason shown under 'No offers found'; null answers fall back to the two reasons of the GDS. */
export function noOffersReasons(reason: OfferReason | null): MessageDescriptor[] {
  return reason ? [NO_OFFERS[reason]] : [NO_OFFERS.soldOut, NO_OFFERS.occupancy]
}

const NO_ROOM: Record<OfferReason, MessageDescriptor> = {
  soldOut: msg`Fully booked`,
  closed: msg`Closed in the GDS`,
  minimumStay: msg`Minimum stay not reached`,
  occupancy: msg`No room for these guests`,
  noRate: msg`No rate for your payment profile`,
}

/** A room's reason on its card ('Fully booked'). */
export function roomReasonLabel(reason: OfferReason): MessageDescriptor {
  return NO_ROOM[reason]
}

/** The distinct reasons of the rooms, in the order of the list, for the no-rooms message. */
export function noRoomsReasons(reasons: readonly (OfferReason | null)[]): OfferReason[] {
  return [...new Set(reasons.filter((r): r is OfferReason => r !== null))]
}
