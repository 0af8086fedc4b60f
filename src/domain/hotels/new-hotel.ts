/**
 * POST /api/hotels (admins; docs/product/extranet.md#facilities-hotels-and-leads): the fewest fields that make a hotel
 * record the search can list and the extranet can fill in: name, category, where (country of the resorts, city,
 * optional sector, coordinates), currency (EUR by default) and its number of keys. Every other field starts empty
 * (the hotel page shows its empty texts) and is filled in by the hotel page's editor; chat starts off.
 */
import * as v from 'valibot'
import { RESORT_COUNTRIES } from '../catalogue/resorts.ts'
import { safeText } from '../validation/safe-text.ts'
import { HOTEL_CATEGORIES } from './types.ts'
import { PALACE_CATEGORY } from './palace-category.ts'

export const NEW_HOTEL_MESSAGES = {
  name: 'Please enter the hotel’s name',
  category: 'Please choose a category',
  country: 'Please choose a country',
  city: 'Please enter the city',
  latitude: 'Please enter a latitude between -90 and 90',
  longitude: 'Please enter a longitude between -180 and 180',
  currency: 'Please use a three-letter currency code such as EUR or CHF',
  maxKeys: 'Please enter the number of keys (1 to 2000)',
  tooLong: 'Please use at most 120 characters',
  palace: '5 Star Palace is a distinction of hotels in France',
} as const
const M = NEW_HOTEL_MESSAGES

const text = (required: string) =>
  v.pipe(v.optional(v.string(required), ''), v.trim(), v.nonEmpty(required), v.maxLength(120, M.tooLong), safeText())
const number = (message: string, min: number, max: number) =>
  v.pipe(v.number(message), v.finite(message), v.minValue(min, message), v.maxValue(max, message))

export const NewHotelSchema = v.pipe(
  v.object({
    name: text(M.name),
    category: v.pipe(v.optional(v.string(M.category), ''), v.picklist(HOTEL_CATEGORIES, M.category)),
    country: v.pipe(v.optional(v.string(M.country), ''), v.picklist(RESORT_COUNTRIES, M.country)),
    city: text(M.city),
    sector: v.optional(v.pipe(v.string(), v.trim(), v.maxLength(120, M.tooLong), safeText())),
    latitude: number(M.latitude, -90, 90),
    longitude: number(M.longitude, -180, 180),
    currency: v.optional(
      v.pipe(v.string(M.currency), v.trim(), v.toUpperCase(), v.regex(/^[A-Z]{3}$/, M.currency)),
      'EUR',
    ),
    maxKeys: v.pipe(v.number(M.maxKeys), v.integer(M.maxKeys), v.minValue(1, M.maxKeys), v.maxValue(2000, M.maxKeys)),
  }),
  v.forward(
    v.check((h) => h.category !== PALACE_CATEGORY || h.country === 'France', M.palace),
    ['category'],
  ),
)
export type NewHotel = v.InferOutput<typeof NewHotelSchema>
