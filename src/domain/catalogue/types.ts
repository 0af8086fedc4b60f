/** Entity shapes (docs/product/catalogue.md) shared by client and server. Pure types, no runtime code. */

export type Language = 'en' | 'de'
export type LocalizedText = { en: string; de: string }

export type PropertyType = 'Chalet' | 'Apartment' | 'Villa'
export type Country = 'France' | 'Switzerland' | 'Austria' | 'Italy'

/** Catering / service levels; the order is defined in catering.ts */
export type ServiceLevel = 'Selfcatered' | 'Bed & Breakfast' | 'Catered'

export type ServicesIncluded = Record<string, { service: string }[]>
export type EquipmentItem = { equipment: string }
export type Distances = { skiLift: number; resortCentre: number; airport: number; airportName: string }

export type CancellationTerm = { daysBeforeCheckIn: number; refundRatio: number }
export type PaymentTerm = { daysBeforeCheckIn: number; paymentRatio: number }

/** A property's sales information as everyone gets it: payment, cancellation and deposit terms. */
export type PublicSalesInformation = {
  acceptedPaymentMethods: ('creditCard' | 'bankTransfer')[]
  creditCardFeeRatio: number
  cancellationTerms: CancellationTerm[]
  paymentTerms: PaymentTerm[]
  prepaymentRatio: number
  securityDeposit: number
  securityDepositType: 'blocked' | 'cashed'
  termsAndConditions: string
  _rentalChannel: string
}

/**
 * Commission levels in percent, the property's and per stay: answered only to signed-in agency
 * users whose theme shows commission (docs/decisions/041-session-and-exposure.md).
 */
export type CommissionLevels = {
  commission: number
  commissionPerStay: Record<string, number>
}

/** The sales information as stored. */
export type SalesInformation = PublicSalesInformation & CommissionLevels

export type Property = {
  _id: string
  name: string
  slug: string
  city: string
  address: { sector: string | null; country: Country }
  propertyType: PropertyType
  bedrooms: number
  beds: { adults: number | null; children: number | null }
  thumbnail: string
  images: string[]
  currency: string
  priceFrom: number | null
  petsAllowed: boolean
  serviceLevels: string[]
  servicesIncluded: ServicesIncluded
  equipmentIncluded: EquipmentItem[]
  facilities: { facility: string }[]
  floorplans: { url: string }[]
  coordinates: { latitude: number; longitude: number }
  distances: Distances
  descriptionMarkdown: string
  operator: string
  operatorId: string
  isDemo: boolean
  order?: number
  salesInformation?: PublicSalesInformation
}

export type Stay = {
  _id: string
  _property: string
  checkIn: string
  checkOut: string
  available: boolean
  rates: Record<string, number | null>
}

export type StaysAnswer = { stays: Stay[]; message: string | null }

export type RoomBed = {
  bedType: 'bunkBed' | 'kingSizeBed' | 'queenSizeBed' | 'singleBed' | 'sofaBed'
  isInStandardOccupancy: boolean
  sleeps: { maxPax: number; maxAdults: number }[]
  twinBedPossible: boolean
}

export type HotelLocationExtras = {
  closestAirport: { iataCode: string; distanceInKm: number }
  directions: { byPlane: string; byChauffeuredService: string; byCar: string; byPublicTransport: string }
  distanceStrings: string[]
}

export type HotelDescription = {
  bestFor: string
  hotel: string
  location: string
  foodAndBeverage: string
  wellness: string
  onSiteActivities: string
  offSiteActivities: string
  sustainability: string
}

export type HotelDiningVenue = {
  type: string
  name: string
  michelinStars: number
  description: string
  openingHoursDescription: string
}

export type HotelFacility = { facility: string; priceText: string | null; description: string }

export type HotelCheckIn = {
  startTime: string
  endTime: string
  minAge: number
  depositDescription: string
  instructions: string
  isCreditCardRequired: boolean
  isPhotoIdRequired: boolean
}

export type HotelAgePolicy = {
  isAdultsOnlyHotel: boolean
  minGuestAge: number
  maxAgeConsideredInfant: number
  maxAgeConsideredChild: number
}

export type SalesManager = { fullName: string; email: string; image: string }

export type CancellationPeriod = { fromDaysPriorToArrival: number; feeInPercentOfBookingTotal: number }
export type PaymentPolicy = {
  depositPercentage: number
  tranches: { daysPriorToArrival: number; cumulativePercentage: number }[]
}

export type CorporateDesign = {
  colors?: { main?: string; accentOnMain?: string; invertedFont?: boolean }
  logoUrl?: string
  theme?: 'colorful' | 'plain'
}
export type ProgramMembership = { programId: string; status: 'claimedByAgency' | 'confirmed' }

export type Facility = { _id: string; kind: 'property' | 'hotel' | 'room'; name: string }
export type Program = { _id: string; name: string }
export type HotelLocations = { country: string; cities: { city: string; sectors: string[] }[] }[]
