/**
 * Answer and request types of the hotel calls (docs/product/hotels.md#api): the contract between the
 * server's hotel features and the client's hotel-search, hotels, selection and interests features.
 */
import type {
  HotelAgePolicy,
  HotelCheckIn,
  HotelDescription,
  HotelDiningVenue,
  HotelFacility,
  HotelLocationExtras,
  RoomBed,
  SalesManager,
  CancellationPeriod,
  PaymentPolicy,
} from '../catalogue/types.ts'
import type { MealPlan } from '../extranet/rate-plan.ts'

export const PAYMENT_PROFILES = [
  'ClientPays',
  'AgencyPaysStandAloneRate',
  'AgencyPaysPackageRate',
  'AgentPaysWithClientCardWithoutCVV',
] as const
export type PaymentProfile = (typeof PAYMENT_PROFILES)[number]

export const HOTEL_CATEGORIES = ['4 Star', '5 Star', '5 Star Palace'] as const
export type HotelCategory = (typeof HOTEL_CATEGORIES)[number]
export const ROOM_CATEGORIES = [
  'Room',
  'Junior Suite',
  'Suite',
  'Specialty Suite',
  'Residence With Kitchen',
  'Villa / Chalet',
] as const
export type RoomCategory = (typeof ROOM_CATEGORIES)[number]

/** Default maximum child age when a hotel names none. */
export const DEFAULT_MAX_CHILD_AGE = 16

export type Url = { url: string }
export type HotelProgramRef = { _id: string; name: string; logoInline: string }

/**
 * Price and sale facts of a hotel for a period. Always present in a search answer; without dates
 * `minimumNightlyPrice` is null and `isAvailable` true.
 */
export type PriceInfo = {
  currency: string
  /** cheapest average nightly price of any room and rate plan of the payment profile, whole units; null: no price */
  minimumNightlyPrice: number | null
  isAvailable: boolean
  isReseller: boolean
  supportsInstantBooking: boolean
  isOnRequestOnly: boolean
}

/** One hotel of GET /api/available-hotels. */
export type HotelCard = {
  _id: string
  name: string
  category: HotelCategory
  chain: string | null
  statusLevel: string | null
  externalRatings: { bookingCom?: number; tripAdvisorBubbles?: number }
  thumbnail: string
  images: Url[]
  location: { sector: string | null; city: string; country: string }
  memberOfPrograms: HotelProgramRef[]
  isDemo: boolean
  hasToBeInvitedToDirectContract: boolean
  maxKeys: number
  priceInfo: PriceInfo
}
/** GET /api/available-hotels without `limit`: every matching hotel, by name. */
export type AvailableHotelsAnswer = { hotels: HotelCard[] }
/**
 * GET /api/available-hotels with `limit` (and `offset`): one page of each list of the split
 * (hotel-pages.ts), each sorted as the grid shows it, and how many hotels each list has in all.
 */
export type AvailableHotelsPage = {
  /** available hotels number offset to offset + limit − 1 */
  available: HotelCard[]
  /** the same page of the hotels not available for the period */
  unavailable: HotelCard[]
  availableCount: number
  unavailableCount: number
  offset: number
  limit: number
}

export type MiceFacility = {
  name: string
  markdownDescription: string
  configurations: { name: string; type: string; maxOccupancy: number }[]
  dimensions: { area: number; length: number; width: number; ceilingHeight: number; unit: 'metric' | 'imperial' }
  equipment: { name: string; quantity: number }[]
  images: Url[]
  isIndoor: boolean
  isOutdoor: boolean
}

/** GET /api/hotels/{id}: public (the distribution page shows it without sign-in). */
export type HotelDetail = {
  _id: string
  name: string
  category: HotelCategory
  chain: string | null
  statusLevel: string | null
  externalRatings: { bookingCom?: number; tripAdvisorBubbles?: number }
  /** `alt`: the image's alt text in the answer's language, when the hotel wrote one */
  images: (Url & { alt?: string })[]
  thumbnail: string
  memberOfPrograms: HotelProgramRef[]
  isChatEnabled: boolean
  /** `hours`: when the reservations team answers, in the answer's language (null: not given) */
  contact: { isChatEnabled: boolean; reservation: { phone: string | null; hours?: string | null } }
  isDemo: boolean
  hasToBeInvitedToDirectContract: boolean
  location: {
    sector: string | null
    city: string
    country: string
    coordinates: { longitude: number; latitude: number }
  } & HotelLocationExtras
  /** null: 'This hotel has no description.' */
  description: HotelDescription | null
  diningVenues: HotelDiningVenue[]
  facilities: HotelFacility[]
  /** null: 'No special instructions for check-in.' */
  checkIn: HotelCheckIn | null
  agePolicy: HotelAgePolicy
  petPolicy: { arePetsAllowed: boolean; restrictions?: string }
  smokingPolicy: string | null
  bookingPolicyMarkdown: string | null
  houseRulesMarkdown: string | null
  mySalesManagers: SalesManager[]
  /** MICE facilities (standard demo hotels only; empty otherwise) */
  miceFacilities: MiceFacility[]
  currency: string
  maxKeys: number
}

/** GET /api/hotels/{id}/rooms and GET /api/hotelrooms/{roomId}. */
export type HotelRoom = {
  _id: string
  _hotel: string
  name: string
  category: RoomCategory
  descriptionMarkdown: string
  beds: RoomBed[]
  sizeSqmMin: number | null
  sizeSqmMax: number | null
  outdoorSpaceSqmMin: number | null
  outdoorSpaceSqmMax: number | null
  numBedrooms: number
  numBathrooms: number
  viewsFromRoom: string[]
  /** facility names in the request's language */
  facilities: string[]
  facilitiesMarkdown: string | null
  videos: Url[]
  interactiveRenderings: Url[]
  petsAllowed: boolean
  /** `alt`: the image's alt text in the answer's language, when the hotel wrote one */
  images: (Url & { alt?: string })[]
  floorplans: Url[]
  thumbnail: string
}

/** Why a rate plan (or a room) has no offer (docs/product/hotels.md#offers). */
export const OFFER_REASONS = ['closed', 'soldOut', 'minimumStay', 'occupancy', 'noRate'] as const
export type OfferReason = (typeof OFFER_REASONS)[number]

/** A bed configuration a room can take, e.g. 'kingSizeBed' or 'singleBed+singleBed'. */
export type BedConfiguration = string

export type Offer = {
  /** the rate plan's id: stable for a room and period */
  _id: string
  ratePlanId: string
  checkInDate: string
  checkOutDate: string
  hotelId: string
  roomId: string
  numAdults: number
  numChildren: number
  childrenAges: number[]
  requestedBedConfiguration: BedConfiguration | null
  requestableBedConfigurations: BedConfiguration[]
  rateName: string
  rateDescription: string
  ratePolicy: string | null
  /** what the rate includes to eat (absent in interests saved before rate plans had one) */
  mealPlan?: MealPlan
  /** the fewest nights the rate plan sells */
  minNights?: number
  currency: string
  /** mean of the nightly prices with the plan's factor, 2 decimals; shown rounded to whole units */
  averageNightlyPrice: number | null
  /** absent: on request */
  priceTotal?: number
  /** percent; null when the caller's theme does not display commission */
  commissionLevelForPartner: number | null
  isRefundable: boolean
  paymentPolicy: PaymentPolicy
  cancellationPolicy: { cancellationPeriods: CancellationPeriod[] }
  amenitiesMarkdown: string | null
  paymentProfile: PaymentProfile
  /** the smallest availability over the nights */
  maxAvailableQuantity: number
}

/** GET /api/hotelrooms/{roomId}/offers. `reason` says why there is no offer when `offers` is empty. */
export type OffersAnswer = {
  offers: Offer[]
  excluded: { rateName: string; reason: OfferReason }[]
  reason: OfferReason | null
}

/** GET /api/hotelrooms/{roomId}/availability. */
export type RoomAvailability = { available: boolean; maxAvailableQuantity: number }

/** GET /api/hotels/{id}/available-rooms. */
export type AvailableRoom = {
  roomId: string
  maxAvailableQuantity: number
  minimumNightlyPrice: number | null
  currency: string
  reason: OfferReason | null
}
export type AvailableRoomsAnswer = { rooms: AvailableRoom[] }

/** GET /api/inspirationnow (optionally ?hotelId=). */
export type InspirationPost = {
  _id: string
  media: { type: 'image'; url: string }[]
  hotel: { _id: string; name: string; category: HotelCategory; city: string; country: string }
  /** in the request's language */
  markdown: string
  createdAt: string
}

/** GET /api/programs. */
export type ProgramAnswer = { _id: string; name: string; logoInline: string; isVisibleInHotelSearch: boolean }

/** GET /api/autocomplete/clients?fullText=. */
export type ClientSuggestion = {
  reference: string
  firstName: string
  lastName: string
  nationality: string | null
  amexCardMember: CardMemberOption | null
  leads: { reference: string }[]
}
/** GET /api/autocomplete/last-leads. */
export type LastLead = {
  clientFirstName: string
  clientLastName: string
  leadReference: string
  clientReference: string | null
}

export const CARD_MEMBER_OPTIONS = ['platinum', 'centurion'] as const
export type CardMemberOption = (typeof CARD_MEMBER_OPTIONS)[number]

/** GET /api/hotels/{id}/hotel-manager-invitation-link (signed, expiring). */
export type InvitationLinkAnswer = { link: string; expiresAt: string }

/** POST /api/hotels/interests answers the stored interest's id. */
export type SavedInterestAnswer = { _id: string }

/** GET /api/hotels/interests/{id}: the saved interest as the dashboard shows it (agency scoped). */
export type HotelInterestDetail = {
  _id: string
  createdAt: string
  createdBy: { firstName: string | null; lastName: string | null; email: string }
  hotel: { _id: string; name: string; category: HotelCategory; city: string; country: string; thumbnail: string }
  checkInDate: string
  checkOutDate: string
  paymentProfile: PaymentProfile
  guests: { firstName: string; lastName: string }[]
  amexCardMember: CardMemberOption | null
  loyaltyNumber: string | null
  partnerAgency: { tls: string | null; cc: string | null; commissionForPartner: number | null; markupAmount: number }
  rooms: {
    roomId: string
    roomName: string
    numAdults: number
    numChildren: number
    childrenAges: number[]
    offer: Pick<
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
      | 'requestedBedConfiguration'
    >
  }[]
  /** total null: 'On request' (a room without a price) */
  price: { currency: string; total: number | null }
}

/**
 * A hotel of the public list (GET /api/hotels, docs/product/hotels.md#browsing-hotels): what a
 * visitor of the consumer storefront sees of it, without prices, programs or how it sells.
 */
export type HotelListing = {
  _id: string
  name: string
  category: HotelCategory
  thumbnail: string
  location: { sector: string | null; city: string; country: string }
  externalRatings: { bookingCom?: number; tripAdvisorBubbles?: number }
}
/** GET /api/hotels: one page of the list, by name, and how many hotels it has in all. */
export type HotelListPage = { hotels: HotelListing[]; count: number; offset: number; limit: number }
