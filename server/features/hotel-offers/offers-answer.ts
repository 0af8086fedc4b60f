/**
 * The offers of one room for one request, from the hotel's rate plans and the room's nights
 * (docs/product/hotels.md#offers). Pure: the service reads the facts, this puts them together.
 */
import type { Language } from '#domain/catalogue/types.ts'
import { bedConfigurationsFor } from '#domain/hotels/occupancy.ts'
import {
  evaluatePlan,
  maxAvailableQuantity,
  plansForProfile,
  roomReason,
  type Night,
  type RatePlan,
  type RoomRequestContext,
} from '#domain/hotels/offer-pricing.ts'
import type { OffersQuery } from '#domain/hotels/room-request.ts'
import type { Offer, OfferReason, OffersAnswer } from '#domain/hotels/types.ts'
import type { HotelFacts, RoomFacts } from './repository.ts'

export type OffersInput = {
  hotel: HotelFacts
  room: RoomFacts
  query: OffersQuery
  nights: readonly Night[]
  nightCount: number
  /** the check-out day's night (its closed-to-departure), when it has a row */
  departure?: Night | undefined
  /** the agency's commission level on a plan of this hotel; null when the caller's theme shows no commission */
  commissionOf: ((plan: RatePlan) => number) | null
  /** the language of the rate's texts (German: the German ones where written) */
  language?: Language
}

const inLanguage = (en: string, de: string | null | undefined, language: Language) =>
  language === 'de' && de ? de : en

/** Priced offers first, cheapest first; then those on request; a tie keeps the plans' order. */
function byPrice(a: Offer, b: Offer): number {
  const pa = a.priceTotal ?? Infinity
  const pb = b.priceTotal ?? Infinity
  return pa === pb ? 0 : pa < pb ? -1 : 1
}

export function offersAnswer({
  hotel,
  room,
  query,
  nights,
  nightCount,
  departure,
  commissionOf,
  language = 'en',
}: OffersInput): OffersAnswer {
  const occupancy = { numAdults: query.numAdults, numChildren: query.numChildren, childrenAges: query.childrenAges }
  const request: RoomRequestContext = {
    beds: room.beds,
    agePolicy: hotel.agePolicy,
    occupancy,
    nights,
    nightCount,
    quantity: 1,
    departure,
  }
  const configurations = bedConfigurationsFor(room.beds, occupancy, hotel.agePolicy)
  const available = maxAvailableQuantity(nights, nightCount)
  const offers: Offer[] = []
  const excluded: { rateName: string; reason: OfferReason }[] = []
  for (const plan of plansForProfile(hotel.plans, query.paymentProfile)) {
    const result = evaluatePlan(plan, request)
    if (!result.ok) {
      excluded.push({ rateName: plan.name, reason: result.reason })
      continue
    }
    offers.push({
      _id: plan.id,
      ratePlanId: plan.id,
      checkInDate: query.checkInDate,
      checkOutDate: query.checkOutDate,
      hotelId: hotel.id,
      roomId: room.id,
      ...occupancy,
      requestedBedConfiguration: configurations[0] ?? null,
      requestableBedConfigurations: configurations,
      rateName: inLanguage(plan.name, plan.nameDe, language),
      rateDescription: inLanguage(plan.description, plan.descriptionDe, language),
      ratePolicy: null,
      mealPlan: plan.mealPlan ?? 'roomOnly',
      minNights: plan.minNights,
      currency: hotel.currency,
      averageNightlyPrice: result.averageNightlyPrice,
      ...(result.priceTotal === undefined ? {} : { priceTotal: result.priceTotal }),
      commissionLevelForPartner: commissionOf === null ? null : commissionOf(plan),
      isRefundable: plan.isRefundable,
      paymentPolicy: plan.paymentPolicy,
      cancellationPolicy: { cancellationPeriods: plan.cancellationPeriods },
      amenitiesMarkdown:
        plan.amenitiesMarkdown === null ? null : inLanguage(plan.amenitiesMarkdown, plan.amenitiesMarkdownDe, language),
      paymentProfile: query.paymentProfile,
      maxAvailableQuantity: available,
    })
  }
  offers.sort(byPrice)
  return { offers, excluded, reason: offers.length ? null : roomReason(excluded.map((e) => e.reason)) }
}
