/**
 * The choices of the consumer multi-step enquiry (property type, service level, activities,
 * preferences list, services list: docs/product/enquiries.md#general-enquiry). Stable English keys travel to the
 * server; the forms label them per language.
 */
export const ENQUIRY_PROPERTY_TYPES = ['Chalet', 'Apartment', 'Villa', 'Hotel'] as const
export const ENQUIRY_SERVICE_LEVELS = ['Selfcatered', 'Bed & Breakfast', 'Catered'] as const

export const ENQUIRY_ACTIVITIES = [
  'skiing',
  'snowboarding',
  'ski-touring',
  'cross-country',
  'hiking',
  'mountain-biking',
  'golf',
  'wellness',
  'gastronomy',
  'culture',
] as const

export const ENQUIRY_PREFERENCES = [
  'ski-in-ski-out',
  'village-centre',
  'quiet-location',
  'mountain-view',
  'swimming-pool',
  'spa',
  'cinema',
  'pets-welcome',
  'family-friendly',
  'step-free-access',
] as const

export const ENQUIRY_SERVICES = [
  'private-chef',
  'butler',
  'chauffeur',
  'airport-transfer',
  'helicopter-transfer',
  'ski-instructor',
  'childcare',
  'ski-passes-rental',
  'in-chalet-spa',
  'restaurant-reservations',
] as const

export type EnquiryPropertyType = (typeof ENQUIRY_PROPERTY_TYPES)[number]
export type EnquiryServiceLevel = (typeof ENQUIRY_SERVICE_LEVELS)[number]
export type EnquiryActivity = (typeof ENQUIRY_ACTIVITIES)[number]
export type EnquiryPreference = (typeof ENQUIRY_PREFERENCES)[number]
export type EnquiryService = (typeof ENQUIRY_SERVICES)[number]
