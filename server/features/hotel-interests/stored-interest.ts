/**
 * The stored form of a saved hotel interest (the payload column of hotel_interests,
 * docs/product/hotels.md#save-interest) and its dashboard answer. The payload keeps the shape of
 * the interest payload (guests, amexCardMember, partnerAgency.tls / cc ...) with the server's own
 * offers and prices, and two references at the top level for the client autocomplete:
 * `clientReference` (the cc) and `leadReference` ('HI-' and the end of the id).
 */
import { commissionForPartner, round2 } from '#domain/hotels/commission.ts'
import type { HotelInterestPayload } from '#domain/hotels/interest-payload.ts'
import { withPrefix } from '#domain/hotels/reference-prefix.ts'
import type { HotelCategory, HotelInterestDetail, Offer } from '#domain/hotels/types.ts'

export type StoredOffer = Pick<
  Offer,
  | 'ratePlanId'
  | 'rateName'
  | 'rateDescription'
  | 'currency'
  | 'averageNightlyPrice'
  | 'priceTotal'
  | 'isRefundable'
  | 'paymentPolicy'
  | 'cancellationPolicy'
  | 'commissionLevelForPartner'
  | 'requestedBedConfiguration'
  | 'amenitiesMarkdown'
>

export type StoredInterest = Omit<
  HotelInterestPayload,
  'rooms' | 'price' | 'partnerAgency' | 'amexCardMember' | 'loyaltyNumber'
> & {
  status: 'interest'
  amexCardMember: HotelInterestDetail['amexCardMember']
  loyaltyNumber: string | null
  partnerAgency: HotelInterestDetail['partnerAgency']
  price: HotelInterestDetail['price']
  rooms: (HotelInterestPayload['rooms'][number] & { roomName: string; offer: StoredOffer })[]
  clientReference: string | null
  leadReference: string
  /** what the agent saw when saving (the form's own figures), kept beside the server's */
  submitted: { price: HotelInterestPayload['price'] | null; commissionForPartner: number | null }
  /** sha-256 of the request's content: an Idempotency-Key replay must carry the same */
  requestDigest: string
}

/** The lead reference of an interest: 'HI-' and the last 8 characters of its id, upper case. */
export const leadReferenceOf = (id: string) => `HI-${id.slice(-8).toUpperCase()}`

export function storedOffer(o: Offer): StoredOffer {
  return {
    ratePlanId: o.ratePlanId,
    rateName: o.rateName,
    rateDescription: o.rateDescription,
    currency: o.currency,
    averageNightlyPrice: o.averageNightlyPrice,
    ...(o.priceTotal === undefined ? {} : { priceTotal: o.priceTotal }),
    isRefundable: o.isRefundable,
    paymentPolicy: o.paymentPolicy,
    cancellationPolicy: o.cancellationPolicy,
    commissionLevelForPartner: o.commissionLevelForPartner,
    requestedBedConfiguration: o.requestedBedConfiguration,
    amenitiesMarkdown: o.amenitiesMarkdown,
  }
}

type StoredInterestInput = {
  id: string
  payload: HotelInterestPayload
  currency: string
  roomNames: ReadonlyMap<string, string>
  /** the engine's offer of each room, in the payload's order */
  offers: readonly Offer[]
  requestDigest: string
}

/**
 * The payload to store: references with their TLS / CC prefix, the engine's offers, the total
 * (null: a room on request) and the commission for the partner computed here (null when the theme
 * shows no commission or a room is on request), the agent's own figures kept as `submitted`.
 */
export function storedInterest({
  id,
  payload: p,
  currency,
  roomNames,
  offers,
  requestDigest,
}: StoredInterestInput): StoredInterest {
  const prices = offers.map((o) => o.priceTotal)
  const cc = withPrefix('CC', p.partnerAgency.cc)
  return {
    hotelId: p.hotelId,
    checkInDate: p.checkInDate,
    checkOutDate: p.checkOutDate,
    paymentProfile: p.paymentProfile,
    status: 'interest',
    guests: p.guests,
    amexCardMember: p.amexCardMember ?? null,
    loyaltyNumber: p.loyaltyNumber || null,
    partnerAgency: {
      tls: withPrefix('TLS', p.partnerAgency.tls),
      cc,
      commissionForPartner: commissionForPartner(offers),
      markupAmount: p.partnerAgency.markupAmount,
    },
    price: {
      currency,
      total: prices.every((x) => x !== undefined) ? round2(prices.reduce<number>((s, x) => s + x!, 0)) : null,
    },
    rooms: p.rooms.map((r, i) => ({ ...r, roomName: roomNames.get(r.roomId) ?? '', offer: storedOffer(offers[i]!) })),
    clientReference: cc,
    leadReference: leadReferenceOf(id),
    submitted: { price: p.price ?? null, commissionForPartner: p.partnerAgency.commissionForPartner ?? null },
    requestDigest,
  }
}

type DetailRow = {
  id: string
  createdAt: Date
  payload: Record<string, unknown>
  hotel: { id: string; name: string; category: string; city: string; country: string; images: string[] }
  author: { firstName: string | null; lastName: string | null; email: string } | null
}

/** The dashboard's answer of a stored interest: explicit fields, never the raw row. */
export function interestDetail(row: DetailRow): HotelInterestDetail {
  const p = row.payload as StoredInterest
  return {
    _id: row.id,
    createdAt: row.createdAt.toISOString(),
    createdBy: {
      firstName: row.author?.firstName ?? null,
      lastName: row.author?.lastName ?? null,
      email: row.author?.email ?? '',
    },
    hotel: {
      _id: row.hotel.id,
      name: row.hotel.name,
      category: row.hotel.category as HotelCategory,
      city: row.hotel.city,
      country: row.hotel.country,
      thumbnail: row.hotel.images[0] ?? '',
    },
    checkInDate: p.checkInDate,
    checkOutDate: p.checkOutDate,
    paymentProfile: p.paymentProfile,
    guests: p.guests.map((g) => ({ firstName: g.firstName, lastName: g.lastName })),
    amexCardMember: p.amexCardMember ?? null,
    loyaltyNumber: p.loyaltyNumber ?? null,
    partnerAgency: {
      tls: p.partnerAgency.tls ?? null,
      cc: p.partnerAgency.cc ?? null,
      commissionForPartner: p.partnerAgency.commissionForPartner ?? null,
      markupAmount: p.partnerAgency.markupAmount ?? 0,
    },
    rooms: p.rooms.map((r) => ({
      roomId: r.roomId,
      roomName: r.roomName,
      numAdults: r.numAdults,
      numChildren: r.numChildren,
      childrenAges: r.childrenAges,
      offer: {
        ratePlanId: r.offer.ratePlanId,
        rateName: r.offer.rateName,
        rateDescription: r.offer.rateDescription,
        currency: r.offer.currency,
        averageNightlyPrice: r.offer.averageNightlyPrice,
        ...(r.offer.priceTotal === undefined ? {} : { priceTotal: r.offer.priceTotal }),
        isRefundable: r.offer.isRefundable,
        paymentPolicy: r.offer.paymentPolicy,
        cancellationPolicy: r.offer.cancellationPolicy,
        requestedBedConfiguration: r.offer.requestedBedConfiguration ?? null,
      },
    })),
    price: { currency: p.price.currency, total: p.price.total },
  }
}
