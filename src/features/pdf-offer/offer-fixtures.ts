/**
 * Offers for the tests and the bench (scripts/bench-pdf.mjs): a property lead with a price, its
 * property's terms and a masked card, and a hotel interest whose rooms fill three A4 pages.
 */
import type { HotelInterestDetail } from '#domain/hotels/types.ts'
import type { PropertyLeadDetail } from '#domain/leads/types.ts'
import type { OfferData } from './offer-data.ts'

export const PROPERTY_LEAD: PropertyLeadDetail = {
  _id: 'lead-1',
  kind: 'property',
  reference: 'TLS-4711',
  status: 'requestedBooking',
  property: {
    _id: 'prop-1',
    name: 'Chalet Edelweiss',
    city: 'Verbier',
    country: 'Switzerland',
    path: '/switzerland/verbier/chalet-edelweiss',
    thumbnail: '/media/landscape-001.svg',
    images: ['/media/interior-001.svg', '/media/interior-002.svg'],
    currency: 'EUR',
  },
  period: { checkInDate: '2027-02-06', checkOutDate: '2027-02-13' },
  serviceLevel: 'Catered',
  client: { firstName: 'Jane', lastName: 'Doe', nationality: 'GB', amexCardMember: null },
  partner: { tls: 'TLS-4711', cc: null },
  occupancy: { pax: 8 },
  payments: {
    isPaidByCreditCard: true,
    isNegotiatedPrice: false,
    creditCard: {
      masked: '•••• •••• •••• 4242',
      lastFour: '4242',
      name: 'JANE DOE',
      expirationMonth: '09',
      expirationYearShort: '29',
    },
  },
  priceSummary: {
    currency: 'EUR',
    subTotal: 42000,
    creditCardFeeRatio: 0.03,
    creditCardFeeTotal: 1260,
    total: 43260,
    prepayment: 15141,
    finalPayment: 28119,
    finalPaymentDueDate: '2026-11-14',
    securityDeposit: { amount: 5000, type: 'blocked', dueDate: '2027-01-23' },
    commission: 4200,
  },
  requestPriceDiscount: false,
  bookingComments: 'Late arrival',
  agency: { _id: 'agency-1', name: 'Maison Voyage Privé' },
  agent: { _id: 'user-1', name: 'Anna Agent' },
  history: [],
  createdAt: '2026-11-20T10:00:00.000Z',
  updatedAt: '2026-11-20T10:00:00.000Z',
}

export const PROPERTY_OFFER: OfferData = {
  kind: 'property',
  lead: PROPERTY_LEAD,
  salesInformation: {
    acceptedPaymentMethods: ['creditCard', 'bankTransfer'],
    creditCardFeeRatio: 0.03,
    cancellationTerms: [
      { daysBeforeCheckIn: 84, refundRatio: 0.65 },
      { daysBeforeCheckIn: 0, refundRatio: 0 },
    ],
    paymentTerms: [{ daysBeforeCheckIn: 84, paymentRatio: 0.65 }],
    prepaymentRatio: 0.35,
    securityDeposit: 5000,
    securityDepositType: 'blocked',
    termsAndConditions: '',
    _rentalChannel: 'direct',
  },
}

const ROOM_OFFER: HotelInterestDetail['rooms'][number]['offer'] = {
  ratePlanId: 'rate-1',
  rateName: 'Flexible with breakfast',
  rateDescription: '',
  currency: 'EUR',
  averageNightlyPrice: 850,
  priceTotal: 5950,
  isRefundable: true,
  paymentPolicy: { depositPercentage: 30, tranches: [{ daysPriorToArrival: 28, cumulativePercentage: 60 }] },
  cancellationPolicy: {
    cancellationPeriods: [
      { fromDaysPriorToArrival: 14, feeInPercentOfBookingTotal: 50 },
      { fromDaysPriorToArrival: 3, feeInPercentOfBookingTotal: 100 },
    ],
  },
  requestedBedConfiguration: 'kingSizeBed',
}

/** A hotel interest with `rooms` rooms, the last one on request and not refundable. */
export function hotelInterest(rooms: number): HotelInterestDetail {
  return {
    _id: 'interest-1',
    createdAt: '2026-11-20T10:00:00.000Z',
    createdBy: { firstName: 'Anna', lastName: 'Agent', email: 'agent@example.test' },
    hotel: {
      _id: 'hotel-1',
      name: 'Grand Hotel Alpina',
      category: '5 Star',
      city: 'Gstaad',
      country: 'Switzerland',
      thumbnail: '/media/landscape-002.svg',
    },
    checkInDate: '2027-01-10',
    checkOutDate: '2027-01-17',
    paymentProfile: 'ClientPays',
    guests: [
      { firstName: 'Max', lastName: 'Muster' },
      { firstName: 'Erika', lastName: 'Muster' },
    ],
    amexCardMember: null,
    loyaltyNumber: null,
    partnerAgency: { tls: 'TLS-815', cc: 'CC-42', commissionForPartner: 900, markupAmount: 0 },
    rooms: Array.from({ length: rooms }, (_, i) => ({
      roomId: `room-${i + 1}`,
      roomName: `Junior Suite ${i + 1}`,
      numAdults: 2,
      numChildren: i % 2,
      childrenAges: i % 2 ? [8] : [],
      offer:
        i === rooms - 1
          ? {
              ...ROOM_OFFER,
              rateName: 'Best available rate',
              averageNightlyPrice: null,
              priceTotal: undefined,
              isRefundable: false,
            }
          : ROOM_OFFER,
    })),
    price: { currency: 'EUR', total: null },
  }
}

export const HOTEL_OFFER: OfferData = {
  kind: 'hotel',
  interest: hotelInterest(3),
  hotelImages: ['/media/interior-003.svg'],
}

/** Ten rooms with three images: three A4 pages in English and in German. */
export function threePageHotelOffer(): OfferData {
  return {
    kind: 'hotel',
    interest: hotelInterest(10),
    hotelImages: ['/media/interior-003.svg', '/media/interior-004.svg'],
  }
}

/** An 8 × 6 PNG as a data URL: a stand-in for a rasterised photo where there is no canvas (node). */
export const SAMPLE_PHOTO =
  'data:image/png;base64,iVBORw0KGgoAAAANSUhEUgAAAAgAAAAGCAIAAABxZ0isAAAATElEQVR42l3JsQmAQBQE0V/OwsLCBwuxDdswvg5s49q4nnQCA53wTWkf9c+Yjs8IZkznOxoLZkzXqNqwxoIZ02RgjQUzpsXAGgvmx27ggh2iAlbMtQAAAABJRU5ErkJggg=='
