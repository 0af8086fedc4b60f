import { sql } from 'drizzle-orm'
import {
  bigint,
  bigserial,
  boolean,
  date,
  doublePrecision,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  serial,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core'
import type { AnyPgColumn } from 'drizzle-orm/pg-core'
import type { Role } from '#domain/auth/roles.ts'
import type { AgencyEventKind, TeamRole } from '#domain/agency-team/types.ts'
import type { AgencyVetting, OnboardingDraftValues, VerificationStatus } from '#domain/onboarding/types.ts'
import type {
  Distances,
  EquipmentItem,
  HotelAgePolicy,
  HotelCheckIn,
  HotelDescription,
  HotelDiningVenue,
  HotelFacility,
  HotelLocationExtras,
  LocalizedText,
  RoomBed,
  SalesInformation,
  SalesManager,
  ServicesIncluded,
  CancellationPeriod,
  PaymentPolicy,
  CorporateDesign,
  Country,
  Facility,
  ProgramMembership,
  PropertyType,
} from '#domain/catalogue/types.ts'
import type { ChatEnquiryFacts, ChatParty } from '#domain/chat/chat-types.ts'
import type { ConciergeJobAttachment, JobEventKind, JobStatus, ServiceKind } from '#domain/concierge-jobs/types.ts'
import type { MiceFacility } from '#domain/hotels/types.ts'
import type { MealPlan } from '#domain/extranet/rate-plan.ts'
import type {
  CheckInDe,
  DiningVenueDe,
  FacilityDe,
  ImageAlts,
  MiceFacilityDe,
  PetPolicyDe,
} from '#domain/extranet/stored-german.ts'
import type { LeadIntent, LeadStatus } from '#domain/leads/lead-status.ts'
import type { PriceSummary } from '#domain/leads/price-summary.ts'
import type { PaymentLinkKind } from '#domain/payments/types.ts'

/** Mongo-style 24-hex ids keep the `_id` contract (docs/product/catalogue.md#ids) stable across databases. */
const id = () => text('id').primaryKey()
const createdAt = () => timestamp('created_at', { withTimezone: true }).notNull().defaultNow()

// ---------------------------------------------------------------- properties

export const properties = pgTable(
  'properties',
  {
    id: id(),
    slug: text('slug').notNull(),
    name: text('name').notNull(),
    city: text('city').notNull(),
    citySlug: text('city_slug').notNull(),
    sector: text('sector'),
    country: text('country').$type<Country>().notNull(),
    propertyType: text('property_type').$type<PropertyType>().notNull(),
    bedrooms: integer('bedrooms').notNull(),
    bedsAdults: integer('beds_adults'),
    bedsChildren: integer('beds_children'),
    thumbnail: text('thumbnail').notNull(),
    images: jsonb('images').$type<string[]>().notNull(),
    currency: text('currency').notNull(),
    priceFrom: integer('price_from'),
    petsAllowed: boolean('pets_allowed').notNull().default(false),
    serviceLevels: jsonb('service_levels').$type<string[]>().notNull(),
    servicesIncluded: jsonb('services_included').$type<ServicesIncluded>().notNull(),
    equipmentIncluded: jsonb('equipment_included').$type<EquipmentItem[]>().notNull(),
    facilities: text('facilities').array().notNull(),
    floorplans: jsonb('floorplans').$type<{ url: string }[]>().notNull(),
    latitude: doublePrecision('latitude').notNull(),
    longitude: doublePrecision('longitude').notNull(),
    distances: jsonb('distances').$type<Distances>().notNull(),
    description: jsonb('description').$type<LocalizedText>().notNull(),
    operator: text('operator').notNull(),
    operatorId: text('operator_id').notNull(),
    salesInformation: jsonb('sales_information').$type<SalesInformation>(),
    availabilityMessage: jsonb('availability_message').$type<LocalizedText>(),
    sortOrder: integer('sort_order').notNull().default(0),
    isDemo: boolean('is_demo').notNull().default(false),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('properties_slug_idx').on(t.country, t.citySlug, t.slug),
    index('properties_city_idx').on(t.city),
    index('properties_country_type_idx').on(t.country, t.propertyType),
    index('properties_bedrooms_idx').on(t.bedrooms),
    index('properties_price_idx').on(t.priceFrom),
    index('properties_order_idx').on(t.sortOrder, t.id),
    index('properties_facilities_idx').using('gin', t.facilities),
  ],
)

export const stays = pgTable(
  'stays',
  {
    id: id(),
    propertyId: text('property_id')
      .notNull()
      .references(() => properties.id, { onDelete: 'cascade' }),
    checkIn: date('check_in', { mode: 'string' }).notNull(),
    checkOut: date('check_out', { mode: 'string' }).notNull(),
    available: boolean('available').notNull(),
    /** price per service level for the whole stay; null = on request */
    rates: jsonb('rates').$type<Record<string, number | null>>().notNull(),
    minRate: integer('min_rate'),
    /**
     * the option or booking that took this stay (available false meanwhile); null: sold by hand or not taken
     * (docs/decisions/143-bookings-take-their-weeks.md)
     */
    leadId: text('lead_id').references((): AnyPgColumn => leads.id, { onDelete: 'set null' }),
  },
  (t) => [
    index('stays_property_check_in_idx').on(t.propertyId, t.checkIn),
    index('stays_period_idx').on(t.checkIn, t.checkOut),
    index('stays_lead_idx').on(t.leadId),
  ],
)

// ---------------------------------------------------------------- hotels

export const programs = pgTable('programs', {
  id: id(),
  name: text('name').notNull(),
  logoInline: text('logo_inline'),
  commissionLevel: doublePrecision('commission_level').notNull().default(10),
  isVisibleInHotelSearch: boolean('is_visible_in_hotel_search').notNull().default(true),
})

export const hotels = pgTable(
  'hotels',
  {
    id: id(),
    name: text('name').notNull(),
    category: text('category').notNull(),
    chain: text('chain'),
    statusLevel: text('status_level'),
    externalRatings: jsonb('external_ratings').$type<{ bookingCom?: number; tripAdvisorBubbles?: number }>().notNull(),
    isChatEnabled: boolean('is_chat_enabled').notNull().default(false),
    isDemo: boolean('is_demo').notNull().default(false),
    hasToBeInvitedToDirectContract: boolean('has_to_be_invited').notNull().default(false),
    city: text('city').notNull(),
    sector: text('sector'),
    country: text('country').notNull(),
    latitude: doublePrecision('latitude').notNull(),
    longitude: doublePrecision('longitude').notNull(),
    locationExtras: jsonb('location_extras').$type<HotelLocationExtras>().notNull(),
    description: jsonb('description').$type<HotelDescription>().notNull(),
    /** the description in German (the hotel's own words or ours); a blank part falls back to the English one */
    descriptionDe: jsonb('description_de').$type<Partial<HotelDescription>>().notNull().default({}),
    diningVenues: jsonb('dining_venues').$type<(HotelDiningVenue & DiningVenueDe)[]>().notNull(),
    facilities: jsonb('facilities').$type<(HotelFacility & FacilityDe)[]>().notNull(),
    facilityKeys: text('facility_keys').array().notNull(),
    checkIn: jsonb('check_in').$type<HotelCheckIn & CheckInDe>().notNull(),
    agePolicy: jsonb('age_policy').$type<HotelAgePolicy>().notNull(),
    petPolicy: jsonb('pet_policy').$type<{ arePetsAllowed: boolean; restrictions?: string } & PetPolicyDe>().notNull(),
    smokingPolicy: text('smoking_policy').notNull(),
    bookingPolicyMarkdown: text('booking_policy_markdown'),
    houseRulesMarkdown: text('house_rules_markdown'),
    reservationPhone: text('reservation_phone'),
    /** the German texts beside the English ones (src/domain/extranet/stored-german.ts); blank: the English one */
    smokingPolicyDe: text('smoking_policy_de'),
    bookingPolicyMarkdownDe: text('booking_policy_markdown_de'),
    houseRulesMarkdownDe: text('house_rules_markdown_de'),
    /** when the reservations team answers, e.g. 'Daily 8:00-22:00 CET' */
    reservationHours: text('reservation_hours'),
    reservationHoursDe: text('reservation_hours_de'),
    salesManagers: jsonb('sales_managers').$type<SalesManager[]>().notNull(),
    images: jsonb('images').$type<string[]>().notNull(),
    /** the images' alt texts in English and German, by URL */
    imageAlts: jsonb('image_alts').$type<ImageAlts>().notNull().default({}),
    currency: text('currency').notNull(),
    maxKeys: integer('max_keys').notNull(),
    isReseller: boolean('is_reseller').notNull().default(false),
    supportsInstantBooking: boolean('supports_instant_booking').notNull().default(false),
    isOnRequestOnly: boolean('is_on_request_only').notNull().default(false),
    /** the hotel's own commission level for partners, percent (docs/product/hotels.md#offers) */
    commissionLevel: doublePrecision('commission_level').notNull().default(10),
    /** MICE facilities (standard demo hotels) */
    miceFacilities: jsonb('mice_facilities').$type<(MiceFacility & MiceFacilityDe)[]>().notNull().default([]),
    createdAt: createdAt(),
  },
  (t) => [
    index('hotels_location_idx').on(t.country, t.city),
    index('hotels_category_idx').on(t.category),
    index('hotels_facilities_idx').using('gin', t.facilityKeys),
  ],
)

export const hotelPrograms = pgTable(
  'hotel_programs',
  {
    hotelId: text('hotel_id')
      .notNull()
      .references(() => hotels.id, { onDelete: 'cascade' }),
    programId: text('program_id')
      .notNull()
      .references(() => programs.id, { onDelete: 'cascade' }),
  },
  (t) => [primaryKey({ columns: [t.hotelId, t.programId] }), index('hotel_programs_program_idx').on(t.programId)],
)

export const rooms = pgTable(
  'rooms',
  {
    id: id(),
    hotelId: text('hotel_id')
      .notNull()
      .references(() => hotels.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    /** the German texts beside the English ones (docs/decisions/135-hotel-content.md); blank: the English one */
    nameDe: text('name_de'),
    category: text('category').notNull(),
    descriptionMarkdown: text('description_markdown').notNull(),
    descriptionMarkdownDe: text('description_markdown_de'),
    beds: jsonb('beds').$type<RoomBed[]>().notNull(),
    sizeSqmMin: integer('size_sqm_min'),
    sizeSqmMax: integer('size_sqm_max'),
    outdoorSpaceSqmMin: integer('outdoor_space_sqm_min'),
    outdoorSpaceSqmMax: integer('outdoor_space_sqm_max'),
    numBedrooms: integer('num_bedrooms').notNull(),
    numBathrooms: integer('num_bathrooms').notNull(),
    viewsFromRoom: text('views_from_room').array().notNull(),
    /** the views in German, in the order of `viewsFromRoom` ('' where not written) */
    viewsFromRoomDe: text('views_from_room_de').array().notNull().default([]),
    facilities: text('facilities').array().notNull(),
    facilitiesMarkdown: text('facilities_markdown'),
    videos: jsonb('videos').$type<string[]>().notNull().default([]),
    interactiveRenderings: jsonb('interactive_renderings').$type<string[]>().notNull().default([]),
    petsAllowed: boolean('pets_allowed').notNull().default(false),
    images: jsonb('images').$type<string[]>().notNull(),
    /** the images' alt texts in English and German, by URL */
    imageAlts: jsonb('image_alts').$type<ImageAlts>().notNull().default({}),
    floorplans: jsonb('floorplans').$type<string[]>().notNull(),
    thumbnail: text('thumbnail').notNull(),
    quantity: integer('quantity').notNull(),
    /** base nightly price in the hotel currency, before season and rate plan factors */
    basePrice: integer('base_price').notNull(),
  },
  (t) => [index('rooms_hotel_idx').on(t.hotelId), index('rooms_category_idx').on(t.category)],
)

export const ratePlans = pgTable(
  'rate_plans',
  {
    id: id(),
    hotelId: text('hotel_id')
      .notNull()
      .references(() => hotels.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    /** the German texts beside the English ones (docs/decisions/141-rate-plans.md); blank: the English one */
    nameDe: text('name_de').notNull().default(''),
    description: text('description').notNull(),
    descriptionDe: text('description_de').notNull().default(''),
    paymentProfile: text('payment_profile').notNull(),
    mealPlan: text('meal_plan').$type<MealPlan>().notNull().default('roomOnly'),
    /** percent for partners on this plan; null: the hotel's own level (raised by its programs) */
    commissionLevel: integer('commission_level'),
    priceFactor: doublePrecision('price_factor').notNull(),
    isRefundable: boolean('is_refundable').notNull(),
    isOnRequest: boolean('is_on_request').notNull().default(false),
    minNights: integer('min_nights').notNull().default(1),
    cancellationPeriods: jsonb('cancellation_periods').$type<CancellationPeriod[]>().notNull(),
    paymentPolicy: jsonb('payment_policy').$type<PaymentPolicy>().notNull(),
    amenitiesMarkdown: text('amenities_markdown'),
    amenitiesMarkdownDe: text('amenities_markdown_de'),
    /** set: no longer offered; kept because saved interests name it (docs/product/extranet.md#rate-plans) */
    archivedAt: timestamp('archived_at', { withTimezone: true }),
    /** the Idempotency-Key of the create that made it (the extranet's form): a repeat answers this plan */
    idempotencyKey: text('idempotency_key'),
  },
  (t) => [
    index('rate_plans_hotel_idx').on(t.hotelId),
    uniqueIndex('rate_plans_idempotency_idx').on(t.hotelId, t.idempotencyKey),
  ],
)

export const roomInventory = pgTable(
  'room_inventory',
  {
    roomId: text('room_id')
      .notNull()
      .references(() => rooms.id, { onDelete: 'cascade' }),
    date: date('date', { mode: 'string' }).notNull(),
    available: integer('available').notNull(),
    /** nightly price for this date (season applied), whole currency units; null: no price (on request) */
    price: integer('price'),
    closed: boolean('closed').notNull().default(false),
    /** closed to arrival: no stay may begin this night (docs/product/extranet.md#restrictions) */
    closedToArrival: boolean('closed_to_arrival').notNull().default(false),
    /** closed to departure: no stay may end (check out) this day */
    closedToDeparture: boolean('closed_to_departure').notNull().default(false),
    /** the fewest nights of a stay that begins this night; null: none */
    minStay: integer('min_stay'),
  },
  (t) => [primaryKey({ columns: [t.roomId, t.date] })],
)

export const facilities = pgTable('facilities', {
  id: id(),
  kind: text('kind').$type<Facility['kind']>().notNull(),
  name: jsonb('name').$type<LocalizedText>().notNull(),
})

export const countryNames = pgTable('country_names', {
  code: text('code').primaryKey(),
  name: jsonb('name').$type<LocalizedText>().notNull(),
})

// ---------------------------------------------------------------- agencies and users

export const travelAgencies = pgTable('travel_agencies', {
  id: id(),
  name: text('name').notNull(),
  corporateDesign: jsonb('corporate_design').$type<CorporateDesign>(),
  autoInviteEmailDomain: text('auto_invite_email_domain'),
  programMemberships: jsonb('program_memberships').$type<ProgramMembership[]>().notNull().default([]),
  isLuxuryTravelAgency: boolean('is_luxury_travel_agency').notNull().default(true),
  emailDomain: text('email_domain'),
  /** Vetting (docs/product/onboarding.md#vetting): 'verified' agencies work; 'pending' ones wait for an admin's decision. */
  vetting: text('vetting').$type<AgencyVetting>().notNull().default('verified'),
  referredBy: text('referred_by'),
  createdAt: createdAt(),
})

export const users = pgTable(
  'users',
  {
    id: id(),
    email: text('email').notNull(),
    passwordHash: text('password_hash'),
    role: text('role').$type<Role>().notNull(),
    company: text('company'),
    firstName: text('first_name'),
    lastName: text('last_name'),
    travelAgencyId: text('travel_agency_id').references(() => travelAgencies.id, { onDelete: 'set null' }),
    hotelId: text('hotel_id').references(() => hotels.id, { onDelete: 'set null' }),
    hasHotelAccess: boolean('has_hotel_access').notNull().default(false),
    /** the operator whose properties an `operator` account keeps (docs/decisions/133-properties-and-stays.md) */
    operatorId: text('operator_id'),
    /** set: the agency disabled the member; every token and sign-in is refused (docs/product/agency.md) */
    disabledAt: timestamp('disabled_at', { withTimezone: true }),
    lastSignInAt: timestamp('last_sign_in_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex('users_email_idx').on(sql`lower(${t.email})`), index('users_agency_idx').on(t.travelAgencyId)],
)

// ---------------------------------------------------------------- sales

/**
 * Property leads: bookings, options and interests of an agency (docs/product/leads.md). The price
 * columns are the server's own computation; the card number is stored only encrypted
 * (`card_number_encrypted`, AES-256-GCM packed by server/lib/card-crypto.ts, docs/decisions/051-card-data-encryption.md)
 * with its last four digits beside it; the CVV is never stored.
 */
export const leads = pgTable(
  'leads',
  {
    id: id(),
    /** 'L-2026-0001': per agency and year of creation */
    reference: text('reference').notNull(),
    travelAgencyId: text('travel_agency_id').references(() => travelAgencies.id, { onDelete: 'cascade' }),
    userId: text('user_id').references(() => users.id, { onDelete: 'set null' }),
    propertyId: text('property_id').references(() => properties.id, { onDelete: 'set null' }),
    status: text('status').$type<LeadStatus>().notNull(),
    /** the last submission's intent (booking, option, changeRequest, interest) */
    intent: text('intent').$type<LeadIntent>(),
    checkIn: date('check_in', { mode: 'string' }),
    checkOut: date('check_out', { mode: 'string' }),
    serviceLevel: text('service_level'),
    pax: integer('pax'),
    client: jsonb('client').$type<Record<string, unknown>>().notNull(),
    partner: jsonb('partner').$type<Record<string, unknown>>().notNull().default({}),
    /** isPaidByCreditCard, isNegotiatedPrice, and the agent's own figures (subTotal, creditCardFeeTotal) as submitted */
    payments: jsonb('payments').$type<Record<string, unknown>>(),
    /** the server's price summary (null: no price, an interest only) */
    priceSummary: jsonb('price_summary').$type<PriceSummary>(),
    currency: text('currency'),
    /** priceSummary.total and .commission, as columns for the lists and the reports */
    total: doublePrecision('total'),
    commission: doublePrecision('commission'),
    requestPriceDiscount: boolean('request_price_discount').notNull().default(false),
    bookingComments: text('booking_comments'),
    /** 'v1.' iv, tag and ciphertext (base64url), never the clear number */
    cardNumberEncrypted: text('card_number_encrypted'),
    cardLastFour: text('card_last_four'),
    cardName: text('card_name'),
    cardExpirationMonth: text('card_expiration_month'),
    cardExpirationYearShort: text('card_expiration_year_short'),
    details: jsonb('details').$type<Record<string, unknown>>().notNull().default({}),
    idempotencyKey: text('idempotency_key'),
    /** sha-256 of the first request's content: a replay with the Idempotency-Key must carry the same */
    requestDigest: text('request_digest'),
    createdAt: createdAt(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
    /** set when an admin deleted the lead (soft: kept, out of every list; reason and who in its history) */
    deletedAt: timestamp('deleted_at', { withTimezone: true }),
  },
  (t) => [
    // the dashboards' keyset pages: newest first per agency, and per agent
    index('leads_agency_created_idx').on(t.travelAgencyId, t.createdAt.desc(), t.id.desc()),
    index('leads_agency_user_idx').on(t.travelAgencyId, t.userId, t.createdAt.desc(), t.id.desc()),
    index('leads_created_idx').on(t.createdAt.desc(), t.id.desc()),
    // the dashboards' answer cache asks for the agency's last change (server/features/leads/list-cache.ts)
    index('leads_agency_updated_idx').on(t.travelAgencyId, t.updatedAt),
    uniqueIndex('leads_idempotency_idx').on(t.travelAgencyId, t.idempotencyKey),
    uniqueIndex('leads_reference_idx').on(t.travelAgencyId, t.reference),
  ],
)

/** The last lead number per agency and year: 'L-2026-0042' is number 42 of 2026 (one row lock per new lead). */
export const leadReferenceCounters = pgTable(
  'lead_reference_counters',
  {
    travelAgencyId: text('travel_agency_id')
      .notNull()
      .references(() => travelAgencies.id, { onDelete: 'cascade' }),
    year: integer('year').notNull(),
    last: integer('last').notNull(),
  },
  (t) => [primaryKey({ columns: [t.travelAgencyId, t.year] })],
)

/** Every status change of a lead, its creation included (`from_status` null): who, when, from, to, note. */
export const leadStatusHistory = pgTable(
  'lead_status_history',
  {
    id: serial('id').primaryKey(),
    leadId: text('lead_id')
      .notNull()
      .references(() => leads.id, { onDelete: 'cascade' }),
    at: timestamp('at', { withTimezone: true }).notNull().defaultNow(),
    userId: text('user_id').references(() => users.id, { onDelete: 'set null' }),
    fromStatus: text('from_status').$type<LeadStatus>(),
    toStatus: text('to_status').$type<LeadStatus>().notNull(),
    note: text('note'),
  },
  (t) => [index('lead_status_history_lead_idx').on(t.leadId, t.at)],
)

/** Each time an admin was shown a lead's clear card number (docs/decisions/051-card-data-encryption.md). */
export const cardReveals = pgTable(
  'card_reveals',
  {
    id: serial('id').primaryKey(),
    leadId: text('lead_id')
      .notNull()
      .references(() => leads.id, { onDelete: 'cascade' }),
    userId: text('user_id').references(() => users.id, { onDelete: 'set null' }),
    at: timestamp('at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('card_reveals_lead_idx').on(t.leadId, t.at)],
)

export const hotelInterests = pgTable(
  'hotel_interests',
  {
    id: id(),
    travelAgencyId: text('travel_agency_id')
      .notNull()
      .references(() => travelAgencies.id, { onDelete: 'cascade' }),
    userId: text('user_id').references(() => users.id, { onDelete: 'set null' }),
    hotelId: text('hotel_id')
      .notNull()
      .references(() => hotels.id, { onDelete: 'cascade' }),
    checkIn: date('check_in', { mode: 'string' }).notNull(),
    checkOut: date('check_out', { mode: 'string' }).notNull(),
    payload: jsonb('payload').$type<Record<string, unknown>>().notNull(),
    idempotencyKey: text('idempotency_key'),
    createdAt: createdAt(),
  },
  (t) => [
    index('hotel_interests_agency_idx').on(t.travelAgencyId, t.createdAt.desc(), t.id.desc()),
    index('hotel_interests_agency_user_idx').on(t.travelAgencyId, t.userId, t.createdAt.desc(), t.id.desc()),
    uniqueIndex('hotel_interests_idempotency_idx').on(t.travelAgencyId, t.idempotencyKey),
  ],
)

// ---------------------------------------------------------------- content

export const inspirationPosts = pgTable(
  'inspiration_posts',
  {
    id: id(),
    hotelId: text('hotel_id')
      .notNull()
      .references(() => hotels.id, { onDelete: 'cascade' }),
    media: jsonb('media').$type<{ type: 'image'; url: string }[]>().notNull(),
    markdown: jsonb('markdown').$type<LocalizedText>().notNull(),
    createdAt: createdAt(),
  },
  (t) => [index('inspiration_posts_created_idx').on(t.createdAt)],
)

export const testimonials = pgTable('testimonials', {
  id: id(),
  quote: jsonb('quote').$type<LocalizedText>().notNull(),
  authorInitials: text('author_initials').notNull(),
})

export const newsletterSubscribers = pgTable(
  'newsletter_subscribers',
  {
    id: serial('id').primaryKey(),
    email: text('email').notNull(),
    fullName: text('full_name').notNull(),
    language: text('language').notNull(),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex('newsletter_email_idx').on(sql`lower(${t.email})`)],
)

export const mailOutbox = pgTable(
  'mail_outbox',
  {
    id: serial('id').primaryKey(),
    kind: text('kind').notNull(),
    subject: text('subject').notNull(),
    recipient: text('recipient').notNull(),
    replyTo: text('reply_to'),
    payload: jsonb('payload').$type<Record<string, unknown>>().notNull(),
    /** failed: given up after the delivery worker's last attempt */
    status: text('status').$type<'pending' | 'sent' | 'failed'>().notNull().default('pending'),
    createdAt: createdAt(),
    sentAt: timestamp('sent_at', { withTimezone: true }),
    /** failed SMTP delivery attempts so far */
    attempts: integer('attempts').notNull().default(0),
    /** the last delivery error (an error code and SMTP status, never message contents) */
    lastError: text('last_error'),
    /** a pending row is not tried again before this time (exponential back-off); null: at once */
    nextAttemptAt: timestamp('next_attempt_at', { withTimezone: true }),
  },
  (t) => [
    index('mail_outbox_status_idx').on(t.status, t.createdAt),
    // enquiry confirmations per recipient and day (docs/decisions/043-throttling-and-proxy.md)
    index('mail_outbox_confirmations_idx')
      .on(sql`regexp_replace(lower(${t.recipient}), '\\+[^@]*@', '@')`, t.createdAt)
      .where(sql`kind = 'enquiry-confirmation'`),
    // every mail to one address in the last 24 hours: the per-recipient cap (docs/decisions/084-mail-and-write-limits.md)
    index('mail_outbox_recipient_idx').on(sql`lower(${t.recipient})`, t.createdAt),
  ],
)

/**
 * Counters of the rate limits and the sign-in back-off when DATABASE_URL is set, shared by every
 * server process (docs/decisions/043-throttling-and-proxy.md). `key` is a hash; times are ms since the epoch.
 */
export const rateLimits = pgTable(
  'rate_limits',
  {
    key: text('key').primaryKey(),
    count: integer('count').notNull(),
    resetAt: bigint('reset_at', { mode: 'number' }).notNull(),
    lastAt: bigint('last_at', { mode: 'number' }).notNull(),
  },
  (t) => [index('rate_limits_reset_idx').on(t.resetAt)],
)

export const frontendLogs = pgTable(
  'frontend_logs',
  {
    id: serial('id').primaryKey(),
    msg: text('msg').notNull(),
    data: jsonb('data').$type<unknown>(),
    sessionId: text('session_id'),
    /** the tracker's batch id and the entry's place in the batch: a batch sent again is stored once */
    batchId: text('batch_id'),
    batchPosition: integer('batch_position'),
    createdAt: createdAt(),
  },
  (t) => [
    index('frontend_logs_created_idx').on(t.createdAt),
    uniqueIndex('frontend_logs_batch_idx').on(t.batchId, t.batchPosition),
  ],
)

// ---------------------------------------------------------------- identity provider

/** Sessions, grants, codes and tokens of the embedded OpenID provider (oidc-provider adapter). */
export const oidcPayloads = pgTable(
  'oidc_payloads',
  {
    id: text('id').notNull(),
    type: text('type').notNull(),
    payload: jsonb('payload').$type<Record<string, unknown>>().notNull(),
    grantId: text('grant_id'),
    userCode: text('user_code'),
    uid: text('uid'),
    expiresAt: timestamp('expires_at', { withTimezone: true }),
    consumedAt: timestamp('consumed_at', { withTimezone: true }),
  },
  (t) => [
    primaryKey({ columns: [t.type, t.id] }),
    index('oidc_payloads_grant_idx').on(t.grantId),
    index('oidc_payloads_uid_idx').on(t.uid),
    index('oidc_payloads_user_code_idx').on(t.userCode),
    index('oidc_payloads_expires_idx').on(t.expiresAt),
  ],
)

// ---------------------------------------------------------------- enquiries

/** Consumer enquiries (general and per property); each also puts a mail into the outbox. */
export const enquiries = pgTable(
  'enquiries',
  {
    id: id(),
    kind: text('kind').$type<'general' | 'property'>().notNull(),
    propertyId: text('property_id').references(() => properties.id, { onDelete: 'set null' }),
    checkIn: date('check_in', { mode: 'string' }),
    checkOut: date('check_out', { mode: 'string' }),
    email: text('email').notNull(),
    fullName: text('full_name').notNull(),
    language: text('language').notNull(),
    payload: jsonb('payload').$type<Record<string, unknown>>().notNull(),
    idempotencyKey: text('idempotency_key'),
    createdAt: createdAt(),
  },
  (t) => [
    index('enquiries_created_idx').on(t.createdAt),
    uniqueIndex('enquiries_idempotency_idx').on(t.idempotencyKey),
  ],
)

// ---------------------------------------------------------------- chat

/**
 * The built-in chat (docs/product/chat.md#api): one channel per hotel enquiry, its members, its
 * messages (seq per channel from `last_seq`; a client message id unique per author) and the events
 * the live streams replay from (docs/decisions/105-chat-notify-ids-and-catch-up.md).
 */
export const chatChannels = pgTable(
  'chat_channels',
  {
    id: text('id').primaryKey(),
    hotelId: text('hotel_id')
      .notNull()
      .references(() => hotels.id, { onDelete: 'cascade' }),
    travelAgencyId: text('travel_agency_id')
      .notNull()
      .references(() => travelAgencies.id, { onDelete: 'cascade' }),
    agentId: text('agent_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    facts: jsonb('facts').$type<ChatEnquiryFacts>().notNull(),
    lastSeq: integer('last_seq').notNull().default(0),
    /** the time of the last message (newest activity first in the lists) */
    lastMessageAt: timestamp('last_message_at', { withTimezone: true }).notNull().defaultNow(),
    idempotencyKey: text('idempotency_key'),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('chat_channels_idempotency_idx').on(t.agentId, t.idempotencyKey),
    index('chat_channels_hotel_idx').on(t.hotelId, t.lastMessageAt.desc()),
    index('chat_channels_agency_idx').on(t.travelAgencyId, t.lastMessageAt.desc()),
    index('chat_channels_activity_idx').on(t.lastMessageAt.desc()),
  ],
)

export const chatMembers = pgTable(
  'chat_members',
  {
    cid: text('cid')
      .notNull()
      .references(() => chatChannels.id, { onDelete: 'cascade' }),
    userId: text('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    party: text('party').$type<ChatParty>().notNull(),
    readSeq: integer('read_seq').notNull().default(0),
    /** the last digest mail of this channel to this member (docs/decisions/106-chat-digests.md) */
    lastDigestAt: timestamp('last_digest_at', { withTimezone: true }),
    /** the highest seq mailed in a digest: the next digest starts after it */
    digestSeq: integer('digest_seq').notNull().default(0),
    createdAt: createdAt(),
  },
  (t) => [primaryKey({ columns: [t.cid, t.userId] }), index('chat_members_user_idx').on(t.userId)],
)

export const chatMessages = pgTable(
  'chat_messages',
  {
    id: id(),
    cid: text('cid')
      .notNull()
      .references(() => chatChannels.id, { onDelete: 'cascade' }),
    seq: integer('seq').notNull(),
    authorId: text('author_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    clientMessageId: text('client_message_id').notNull(),
    text: text('text').notNull(),
    /** a structured message: a concierge job handed to the hotel, or its answer (docs/product/concierge-jobs.md#chat-hand-off) */
    attachment: jsonb('attachment').$type<ConciergeJobAttachment>(),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('chat_messages_seq_idx').on(t.cid, t.seq),
    uniqueIndex('chat_messages_client_idx').on(t.authorId, t.clientMessageId),
  ],
)

export const chatEvents = pgTable(
  'chat_events',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    cid: text('cid')
      .notNull()
      .references(() => chatChannels.id, { onDelete: 'cascade' }),
    type: text('type').$type<'message' | 'read' | 'channel'>().notNull(),
    payload: jsonb('payload').$type<Record<string, unknown>>().notNull(),
    createdAt: createdAt(),
  },
  (t) => [index('chat_events_cid_idx').on(t.cid, t.id)],
)

// ---------------------------------------------------------------- sign-up and onboarding

/**
 * A sign-up waiting for its e-mail to be verified (docs/product/onboarding.md#registration): the account
 * is created only when the one-time link is followed. One row per e-mail (lower case): a repeated sign-up
 * replaces the token, never creates a second account. Only the token's SHA-256 is stored.
 */
export const pendingRegistrations = pgTable(
  'pending_registrations',
  {
    id: id(),
    email: text('email').notNull(),
    passwordHash: text('password_hash').notNull(),
    firstName: text('first_name'),
    lastName: text('last_name'),
    tokenHash: text('token_hash').notNull(),
    /** the provider interaction (or app location) the person returns to after verifying */
    returnTo: text('return_to'),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    usedAt: timestamp('used_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('pending_registrations_email_idx').on(sql`lower(${t.email})`),
    uniqueIndex('pending_registrations_token_idx').on(t.tokenHash),
  ],
)

/** An agency whose e-mail domain is not a known luxury agency asks to be verified; admins decide. */
export const agencyVerificationRequests = pgTable(
  'agency_verification_requests',
  {
    id: id(),
    travelAgencyId: text('travel_agency_id')
      .notNull()
      .references(() => travelAgencies.id, { onDelete: 'cascade' }),
    requestedBy: text('requested_by')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    emailDomain: text('email_domain'),
    status: text('status').$type<VerificationStatus>().notNull().default('pending'),
    declineReason: text('decline_reason'),
    decidedBy: text('decided_by').references(() => users.id, { onDelete: 'set null' }),
    decidedAt: timestamp('decided_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [
    index('agency_verification_status_idx').on(t.status, t.createdAt),
    index('agency_verification_agency_idx').on(t.travelAgencyId),
  ],
)

/** What a person typed in the onboarding steps, saved as typed so another device resumes at the same step. */
export const onboardingDrafts = pgTable('onboarding_drafts', {
  userId: text('user_id')
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  step: text('step').notNull(),
  values: jsonb('values').$type<OnboardingDraftValues>().notNull().default({}),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
})

/** An agency's invitation of a colleague by e-mail: one-time link (only its SHA-256 kept), expiring (docs/product/agency.md). */
export const agencyInvitations = pgTable(
  'agency_invitations',
  {
    id: id(),
    travelAgencyId: text('travel_agency_id')
      .notNull()
      .references(() => travelAgencies.id, { onDelete: 'cascade' }),
    email: text('email').notNull(),
    role: text('role').$type<TeamRole>().notNull(),
    tokenHash: text('token_hash').notNull(),
    invitedBy: text('invited_by').references(() => users.id, { onDelete: 'set null' }),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    acceptedAt: timestamp('accepted_at', { withTimezone: true }),
    acceptedBy: text('accepted_by').references(() => users.id, { onDelete: 'set null' }),
    revokedAt: timestamp('revoked_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('agency_invitations_token_idx').on(t.tokenHash),
    index('agency_invitations_agency_idx').on(t.travelAgencyId, t.createdAt),
  ],
)

/** Every change to an agency's people: who, what, when (the agency page's history). */
export const agencyEvents = pgTable(
  'agency_events',
  {
    id: id(),
    travelAgencyId: text('travel_agency_id')
      .notNull()
      .references(() => travelAgencies.id, { onDelete: 'cascade' }),
    actorId: text('actor_id').references(() => users.id, { onDelete: 'set null' }),
    kind: text('kind').$type<AgencyEventKind>().notNull(),
    subject: text('subject'),
    detail: text('detail'),
    createdAt: createdAt(),
  },
  (t) => [index('agency_events_agency_idx').on(t.travelAgencyId, t.createdAt)],
)

// ---------------------------------------------------------------- help centre

/**
 * 'Was this helpful?' on a Help Centre article (docs/product/help-centre.md#feedback): one vote per
 * person, article and language; a second answer replaces the first.
 */
export const helpArticleFeedback = pgTable(
  'help_article_feedback',
  {
    slug: text('slug').notNull(),
    language: text('language').$type<'en' | 'de'>().notNull(),
    userId: text('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    helpful: boolean('helpful').notNull(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.slug, t.language, t.userId] })],
)

// ---------------------------------------------------------------- the agency's hotel network

/** A hotel of the catalogue an agency added to its network by hand (docs/product/my-network.md). */
export const agencyNetworkHotels = pgTable(
  'agency_network_hotels',
  {
    travelAgencyId: text('travel_agency_id')
      .notNull()
      .references(() => travelAgencies.id, { onDelete: 'cascade' }),
    hotelId: text('hotel_id')
      .notNull()
      .references(() => hotels.id, { onDelete: 'cascade' }),
    addedBy: text('added_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
  },
  (t) => [primaryKey({ columns: [t.travelAgencyId, t.hotelId] })],
)

/**
 * A hotel manager invited to a direct contract with the signed, expiring link (docs/product/my-network.md#states):
 * the link's token carries `nonce`, so the landing finds the row; opened and accepted are recorded here.
 */
export const hotelManagerInvitations = pgTable(
  'hotel_manager_invitations',
  {
    id: id(),
    hotelId: text('hotel_id')
      .notNull()
      .references(() => hotels.id, { onDelete: 'cascade' }),
    travelAgencyId: text('travel_agency_id')
      .notNull()
      .references(() => travelAgencies.id, { onDelete: 'cascade' }),
    invitedBy: text('invited_by').references(() => users.id, { onDelete: 'set null' }),
    /** set when the link was mailed through the outbox; null for a link the agent copied */
    email: text('email'),
    contactName: text('contact_name'),
    nonce: text('nonce').notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    openedAt: timestamp('opened_at', { withTimezone: true }),
    acceptedAt: timestamp('accepted_at', { withTimezone: true }),
    acceptedName: text('accepted_name'),
    acceptedEmail: text('accepted_email'),
    /** the client's id of the request (unique per user): a replay from the offline queue is stored once */
    clientRequestId: text('client_request_id'),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('hotel_manager_invitations_nonce_idx').on(t.nonce),
    uniqueIndex('hotel_manager_invitations_request_idx').on(t.invitedBy, t.clientRequestId),
    index('hotel_manager_invitations_agency_idx').on(t.travelAgencyId, t.hotelId, t.createdAt),
  ],
)

/** A hotel that is not in the system, invited by an agency by e-mail through the outbox. */
export const hotelProspects = pgTable(
  'hotel_prospects',
  {
    id: id(),
    travelAgencyId: text('travel_agency_id')
      .notNull()
      .references(() => travelAgencies.id, { onDelete: 'cascade' }),
    invitedBy: text('invited_by').references(() => users.id, { onDelete: 'set null' }),
    hotelName: text('hotel_name').notNull(),
    email: text('email').notNull(),
    contactName: text('contact_name').notNull(),
    message: text('message').notNull(),
    /** the invitation's row in mail_outbox (its delivery status is the prospect's state) */
    mailId: integer('mail_id'),
    clientRequestId: text('client_request_id').notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('hotel_prospects_request_idx').on(t.invitedBy, t.clientRequestId),
    index('hotel_prospects_agency_idx').on(t.travelAgencyId, t.createdAt),
  ],
)

// ---------------------------------------------------------------- concierge jobs

/**
 * An agency's concierge requests (docs/product/concierge-jobs.md): a client's service at a hotel or a property, due
 * at an instant (UTC) given in the place's zone (`due_local` as typed, `time_zone`), assigned to a member. The two
 * reminder columns are claimed by one UPDATE each, so one process of many sends a reminder once.
 */
export const conciergeJobs = pgTable(
  'concierge_jobs',
  {
    id: id(),
    travelAgencyId: text('travel_agency_id')
      .notNull()
      .references(() => travelAgencies.id, { onDelete: 'cascade' }),
    clientName: text('client_name').notNull(),
    hotelId: text('hotel_id').references(() => hotels.id, { onDelete: 'cascade' }),
    propertyId: text('property_id').references(() => properties.id, { onDelete: 'cascade' }),
    serviceKind: text('service_kind').$type<ServiceKind>().notNull(),
    serviceOther: text('service_other').notNull().default(''),
    dueAt: timestamp('due_at', { withTimezone: true }).notNull(),
    dueLocal: text('due_local').notNull(),
    timeZone: text('time_zone').notNull(),
    notes: text('notes').notNull().default(''),
    status: text('status').$type<JobStatus>().notNull().default('open'),
    assigneeId: text('assignee_id').references(() => users.id, { onDelete: 'set null' }),
    createdBy: text('created_by').references(() => users.id, { onDelete: 'set null' }),
    /** the enquiry channel the job was handed to the hotel in */
    channelCid: text('channel_cid').references(() => chatChannels.id, { onDelete: 'set null' }),
    remindedDayAt: timestamp('reminded_day_at', { withTimezone: true }),
    remindedSoonAt: timestamp('reminded_soon_at', { withTimezone: true }),
    createdAt: createdAt(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('concierge_jobs_agency_idx').on(t.travelAgencyId, t.dueAt),
    index('concierge_jobs_due_idx')
      .on(t.dueAt)
      .where(sql`status in ('open', 'sent', 'confirmed')`),
  ],
)

/** Every change to a concierge job: who (a member, the hotel's team, the system), what, when. */
export const conciergeJobEvents = pgTable(
  'concierge_job_events',
  {
    id: id(),
    jobId: text('job_id')
      .notNull()
      .references(() => conciergeJobs.id, { onDelete: 'cascade' }),
    actorId: text('actor_id').references(() => users.id, { onDelete: 'set null' }),
    party: text('party').$type<'agency' | 'hotel' | 'system'>().notNull(),
    kind: text('kind').$type<JobEventKind>().notNull(),
    detail: text('detail'),
    createdAt: createdAt(),
  },
  (t) => [index('concierge_job_events_job_idx').on(t.jobId, t.createdAt)],
)

// ---------------------------------------------------------------- payments (docs/product/payments.md)

/**
 * The agency's Stripe connected account and our copy of what the payout step reads (details_submitted,
 * requirements); `stripe_updated_at` is the moment the copy describes (a retrieve, or an event's `created`), so an
 * older webhook never overwrites a newer copy.
 */
export const stripeAccounts = pgTable(
  'stripe_accounts',
  {
    travelAgencyId: text('travel_agency_id')
      .primaryKey()
      .references(() => travelAgencies.id, { onDelete: 'cascade' }),
    stripeAccountId: text('stripe_account_id').notNull(),
    detailsSubmitted: boolean('details_submitted').notNull().default(false),
    currentlyDue: jsonb('currently_due').$type<string[]>().notNull().default([]),
    eventuallyDue: jsonb('eventually_due').$type<string[]>().notNull().default([]),
    currentDeadline: timestamp('current_deadline', { withTimezone: true }),
    stripeUpdatedAt: timestamp('stripe_updated_at', { withTimezone: true }).notNull(),
    /** the ledger's last reconciliation of this account's transfers and payouts with Stripe */
    ledgerSyncedAt: timestamp('ledger_synced_at', { withTimezone: true }),
    /** the requirement reminders sent, by deadline and stage (src/domain/payments/requirement-reminders.ts) */
    requirementReminders: jsonb('requirement_reminders').$type<string[]>().notNull().default([]),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex('stripe_accounts_account_idx').on(t.stripeAccountId)],
)

/** Every Stripe event applied, by its id: a replayed webhook is answered and changes nothing (docs/decisions/127-payments.md). */
export const processedStripeEvents = pgTable('processed_stripe_events', {
  id: text('id').primaryKey(),
  type: text('type').notNull(),
  processedAt: timestamp('processed_at', { withTimezone: true }).notNull().defaultNow(),
})

/**
 * A payment link for a property lead's prepayment or balance: the amount and due day fixed when it is made; each
 * opening makes a fresh Checkout session (a session lives at most 24 hours). The id is a random secret: the link
 * page needs no sign-in.
 */
export const paymentLinks = pgTable(
  'payment_links',
  {
    id: text('id').primaryKey(),
    leadId: text('lead_id')
      .notNull()
      .references(() => leads.id, { onDelete: 'cascade' }),
    travelAgencyId: text('travel_agency_id').references(() => travelAgencies.id, { onDelete: 'cascade' }),
    kind: text('kind').$type<PaymentLinkKind>().notNull(),
    amount: doublePrecision('amount').notNull(),
    currency: text('currency').notNull(),
    dueDate: date('due_date', { mode: 'string' }).notNull(),
    paidAt: timestamp('paid_at', { withTimezone: true }),
    cancelledAt: timestamp('cancelled_at', { withTimezone: true }),
    /** the Checkout session that paid it */
    paidBySessionId: text('paid_by_session_id'),
    createdBy: text('created_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
  },
  (t) => [
    // one live link per lead and kind
    uniqueIndex('payment_links_lead_kind_idx')
      .on(t.leadId, t.kind)
      .where(sql`${t.cancelledAt} is null`),
  ],
)

/**
 * Transfers from the platform to an agency's connected account (Stripe's transfer events and the ledger's
 * reconciliation, docs/product/commission-ledger.md): a booking's commission is paid when its transfers, net of
 * reversals, reach it. Matched to a lead by `metadata.leadId` (or `transfer_group` 'lead:{id}'); unmatched ones are
 * kept with a null lead so that nothing Stripe paid is lost.
 */
export const commissionTransfers = pgTable(
  'commission_transfers',
  {
    id: text('id').primaryKey(),
    travelAgencyId: text('travel_agency_id').references(() => travelAgencies.id, { onDelete: 'cascade' }),
    leadId: text('lead_id').references(() => leads.id, { onDelete: 'set null' }),
    amountMinor: integer('amount_minor').notNull(),
    reversedMinor: integer('reversed_minor').notNull().default(0),
    currency: text('currency').notNull(),
    /** when Stripe made it */
    transferredAt: timestamp('transferred_at', { withTimezone: true }).notNull(),
    /** the moment our copy describes (an event's `created` or a list call): an older event never overwrites it */
    stripeUpdatedAt: timestamp('stripe_updated_at', { withTimezone: true }).notNull(),
  },
  (t) => [
    index('commission_transfers_agency_idx').on(t.travelAgencyId, t.transferredAt),
    index('commission_transfers_lead_idx').on(t.leadId),
  ],
)

/** Payouts of an agency's connected account to its bank (Stripe's payout events on the connected account). */
export const commissionPayouts = pgTable(
  'commission_payouts',
  {
    id: text('id').primaryKey(),
    travelAgencyId: text('travel_agency_id')
      .notNull()
      .references(() => travelAgencies.id, { onDelete: 'cascade' }),
    amountMinor: integer('amount_minor').notNull(),
    currency: text('currency').notNull(),
    status: text('status').notNull(),
    arrivalDate: date('arrival_date', { mode: 'string' }).notNull(),
    stripeUpdatedAt: timestamp('stripe_updated_at', { withTimezone: true }).notNull(),
  },
  (t) => [index('commission_payouts_agency_idx').on(t.travelAgencyId, t.arrivalDate)],
)

/** The Checkout sessions opened for a link, and how each ended ('open', 'complete', 'expired'). */
export const checkoutSessions = pgTable(
  'checkout_sessions',
  {
    id: text('id').primaryKey(),
    paymentLinkId: text('payment_link_id')
      .notNull()
      .references(() => paymentLinks.id, { onDelete: 'cascade' }),
    status: text('status').$type<'open' | 'complete' | 'expired'>().notNull().default('open'),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    createdAt: createdAt(),
  },
  (t) => [index('checkout_sessions_link_idx').on(t.paymentLinkId)],
)

// ---------------------------------------------------------------- extranet

/**
 * A hotel's key for the ARI feed (docs/product/extranet.md#ari-feed): only its SHA-256 is stored, the hotel's team
 * sees the key once when it is made; a new key replaces the old one at once.
 */
export const hotelApiKeys = pgTable('hotel_api_keys', {
  hotelId: text('hotel_id')
    .primaryKey()
    .references(() => hotels.id, { onDelete: 'cascade' }),
  keyHash: text('key_hash').notNull(),
  /** the key's first characters, to tell keys apart on the page */
  prefix: text('prefix').notNull(),
  createdBy: text('created_by').references(() => users.id, { onDelete: 'set null' }),
  createdAt: createdAt(),
})

/** Each ARI message applied, by hotel and message id: a replay answers the first result and changes nothing. */
export const ariMessages = pgTable(
  'ari_messages',
  {
    hotelId: text('hotel_id')
      .notNull()
      .references(() => hotels.id, { onDelete: 'cascade' }),
    messageId: text('message_id').notNull(),
    /** sha-256 of the message: the same id with other content is refused */
    digest: text('digest').notNull(),
    nights: integer('nights').notNull(),
    appliedAt: timestamp('applied_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.hotelId, t.messageId] })],
)

/**
 * Every saved version of a hotel's page content (docs/product/extranet.md#hotel-page): who saved it and when, the
 * whole content as saved; reverting saves an old version's content as a new version.
 */
/** A room's content versions (docs/decisions/135-hotel-content.md), as the hotel page's. */
export const roomContentVersions = pgTable(
  'room_content_versions',
  {
    roomId: text('room_id')
      .notNull()
      .references(() => rooms.id, { onDelete: 'cascade' }),
    version: integer('version').notNull(),
    content: jsonb('content').$type<Record<string, unknown>>().notNull(),
    userId: text('user_id').references(() => users.id, { onDelete: 'set null' }),
    revertOf: integer('revert_of'),
    savedAt: timestamp('saved_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.roomId, t.version] })],
)

export const hotelContentVersions = pgTable(
  'hotel_content_versions',
  {
    hotelId: text('hotel_id')
      .notNull()
      .references(() => hotels.id, { onDelete: 'cascade' }),
    version: integer('version').notNull(),
    content: jsonb('content').$type<Record<string, unknown>>().notNull(),
    userId: text('user_id').references(() => users.id, { onDelete: 'set null' }),
    /** the version this one restored, when it was a revert */
    revertOf: integer('revert_of'),
    savedAt: timestamp('saved_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.hotelId, t.version] })],
)

// ---------------------------------------------------------------- change bus

/**
 * The change bus's log (docs/decisions/136-change-bus.md): one row per published change, its id in the NOTIFY
 * payload; a process whose listening connection dropped reads the rows after the last id it saw. Rows older than
 * an hour are removed.
 */
export const changeEvents = pgTable(
  'change_events',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    topic: text('topic').notNull(),
    /** the publishing process's id: it has told its own listeners already */
    origin: text('origin').notNull(),
    createdAt: createdAt(),
  },
  (t) => [index('change_events_created_idx').on(t.createdAt)],
)

/**
 * The embedded OpenID provider's signing and cookie keys, shared by every server process on this database
 * (docs/decisions/137-provider-keys-in-the-database.md): each process copies them into its DATA_DIR/oidc/keys.json
 * at start, so a token issued by one process is accepted by every other, whatever its data directory.
 */
export const providerKeys = pgTable('provider_keys', {
  id: text('id').primaryKey(),
  keys: jsonb('keys').$type<{ jwks: { keys: Record<string, unknown>[] }; cookieKeys: string[] }>().notNull(),
  createdAt: createdAt(),
})
