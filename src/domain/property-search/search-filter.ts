/**
 * The property search filter (docs/product/storefront-search.md#form-fields): one valibot schema for the
 * form, the /search route and GET /api/property-search. Messages are English; the UI translates.
 */
import * as v from 'valibot'
import { utcToday } from '../dates/iso-date.ts'
import { INVALID_DATE, earliestAcceptedCheckIn, isoDate, nightsBetween } from '../dates/period.ts'
import { periodRules } from '../dates/period-rules.ts'
import { safeText } from '../validation/safe-text.ts'

export const PRICE_MIN = 0
/** EUR, the slider's default maximum */
export const PRICE_MAX = 165_000
export const MAX_NIGHTS = 60
export const PROPERTY_TYPES = ['Chalet', 'Apartment', 'Villa'] as const
export const SERVICE_LEVELS = ['Selfcatered', 'Bed & Breakfast', 'Catered'] as const

/** The filter's own messages; the period's are PERIOD_MESSAGES (src/domain/dates/period-rules.ts). */
export const SEARCH_MESSAGES = {
  periodTooLong: `The period can be at most ${MAX_NIGHTS} nights`,
  priceRange: 'The minimum price cannot be above the maximum price',
  date: INVALID_DATE,
} as const

const Text = v.pipe(v.string(), v.trim(), v.minLength(1, 'Must not be empty'), v.maxLength(100, 'Too long'), safeText())
const IsoDate = isoDate(SEARCH_MESSAGES.date)
const Count = (min: number, max: number) =>
  v.pipe(
    v.number('Expected a number'),
    v.integer('Expected a whole number'),
    v.minValue(min, `At least ${min}`),
    v.maxValue(max, `At most ${max}`),
  )
const Price = v.pipe(
  v.number('Expected a number'),
  v.minValue(PRICE_MIN, `At least ${PRICE_MIN}`),
  v.maxValue(PRICE_MAX, `At most ${PRICE_MAX}`),
)

const fields = {
  /** resort display name (the `city` of properties) */
  city: v.optional(Text),
  sectors: v.optional(v.pipe(v.array(Text), v.maxLength(10, 'Too many sectors')), []),
  checkIn: v.optional(IsoDate),
  checkOut: v.optional(IsoDate),
  /** also show arrivals 1 day earlier or later */
  flexible: v.optional(v.boolean('Expected true or false'), true),
  priceMin: v.optional(Price, PRICE_MIN),
  priceMax: v.optional(Price, PRICE_MAX),
  /** at least this many bedrooms */
  bedrooms: v.optional(Count(1, 30)),
  /** over 13 years; must fit the adult beds */
  adults: v.optional(Count(1, 60)),
  /** age 2-12; must fit the child beds */
  children: v.optional(Count(0, 30)),
  propertyType: v.optional(v.picklist(PROPERTY_TYPES, 'Unknown property type')),
  serviceLevel: v.optional(v.picklist(SERVICE_LEVELS, 'Unknown service level')),
  /** facility ids, all required */
  facilities: v.optional(v.pipe(v.array(Text), v.maxLength(30, 'Too many facilities')), []),
  /** true: only properties that allow pets */
  petsAllowed: v.optional(v.boolean('Expected true or false')),
}

const FilterObject = v.object(fields)

/** The filter schema; `today` gives the earliest check-in (default: today in UTC). */
export function createPropertySearchFilterSchema(opts: { today?: () => string } = {}) {
  const today = opts.today ?? (() => utcToday())
  return v.pipe(
    FilterObject,
    ...periodRules<v.InferOutput<typeof FilterObject>>({ today }),
    v.forward(
      v.partialCheck(
        [['checkIn'], ['checkOut']],
        (f) => !f.checkIn || !f.checkOut || nightsBetween({ checkIn: f.checkIn, checkOut: f.checkOut }) <= MAX_NIGHTS,
        SEARCH_MESSAGES.periodTooLong,
      ),
      ['checkOut'],
    ),
    v.forward(
      v.partialCheck([['priceMin'], ['priceMax']], (f) => f.priceMin <= f.priceMax, SEARCH_MESSAGES.priceRange),
      ['priceMin'],
    ),
  )
}

export const PropertySearchFilterSchema = createPropertySearchFilterSchema()
export type PropertySearchFilter = v.InferOutput<typeof PropertySearchFilterSchema>
export type PropertySearchFilterInput = v.InferInput<typeof PropertySearchFilterSchema>

export const DEFAULT_SEARCH_FILTER: PropertySearchFilter = {
  sectors: [],
  flexible: true,
  priceMin: PRICE_MIN,
  priceMax: PRICE_MAX,
  facilities: [],
}

/** True when the filter has both dates (a period search). */
export function hasPeriod(
  f: Pick<PropertySearchFilter, 'checkIn' | 'checkOut'>,
): f is { checkIn: string; checkOut: string } {
  return !!f.checkIn && !!f.checkOut
}

/** URL parameters of a filter; defaults are left out, lists are comma-separated. */
export function filterToSearchParams(filter: Partial<PropertySearchFilter>): URLSearchParams {
  const p = new URLSearchParams()
  if (filter.city) p.set('city', filter.city)
  if (filter.sectors?.length) p.set('sectors', filter.sectors.join(','))
  if (filter.checkIn) p.set('checkIn', filter.checkIn)
  if (filter.checkOut) p.set('checkOut', filter.checkOut)
  if (filter.flexible === false) p.set('flexible', 'false')
  if (filter.priceMin !== undefined && filter.priceMin !== PRICE_MIN) p.set('priceMin', String(filter.priceMin))
  if (filter.priceMax !== undefined && filter.priceMax !== PRICE_MAX) p.set('priceMax', String(filter.priceMax))
  for (const k of ['bedrooms', 'adults', 'children'] as const) if (filter[k] !== undefined) p.set(k, String(filter[k]))
  if (filter.propertyType) p.set('propertyType', filter.propertyType)
  if (filter.serviceLevel) p.set('serviceLevel', filter.serviceLevel)
  if (filter.facilities?.length) p.set('facilities', filter.facilities.join(','))
  if (filter.petsAllowed !== undefined) p.set('petsAllowed', String(filter.petsAllowed))
  return p
}

type ParamsLike = URLSearchParams | Record<string, string | undefined>

const NUMBER_KEYS = ['priceMin', 'priceMax', 'bedrooms', 'adults', 'children'] as const
const BOOLEAN_KEYS = ['flexible', 'petsAllowed'] as const
const LIST_KEYS = ['sectors', 'facilities'] as const
const TEXT_KEYS = ['city', 'checkIn', 'checkOut', 'propertyType', 'serviceLevel'] as const

/** The raw filter input of URL parameters (numbers, booleans and lists converted; unknown keys dropped). */
export function searchParamsToInput(params: ParamsLike): Record<string, unknown> {
  const get = (k: string) => (params instanceof URLSearchParams ? (params.get(k) ?? undefined) : params[k])
  const out: Record<string, unknown> = {}
  for (const k of TEXT_KEYS) if (get(k)) out[k] = get(k)
  for (const k of LIST_KEYS) {
    const s = get(k)
    if (s)
      out[k] = s
        .split(',')
        .map((x) => x.trim())
        .filter(Boolean)
  }
  for (const k of NUMBER_KEYS) {
    const s = get(k)
    if (s !== undefined && s !== '') out[k] = /^-?\d+(\.\d+)?$/.test(s.trim()) ? Number(s) : s
  }
  for (const k of BOOLEAN_KEYS) {
    const s = get(k)
    if (s !== undefined && s !== '') out[k] = s === 'true' || s === '1' ? true : s === 'false' || s === '0' ? false : s
  }
  return out
}

/**
 * A filter from URL parameters for the UI: invalid fields are dropped (defaults apply), so a
 * shared or old link always opens a usable search. Dates in the past are kept out as well.
 */
export function searchParamsToFilter(params: ParamsLike, today: () => string = () => utcToday()): PropertySearchFilter {
  const input = searchParamsToInput(params)
  const schema = createPropertySearchFilterSchema({ today })
  for (let attempt = 0; attempt < 20; attempt++) {
    const r = v.safeParse(schema, input)
    if (r.success) return r.output
    const bad = new Set(r.issues.map((i) => String(i.path?.[0]?.key ?? '')))
    if ([...bad].some((k) => k === 'checkIn' || k === 'checkOut')) bad.add('checkIn').add('checkOut')
    if (bad.has('priceMin')) bad.add('priceMax')
    let removed = false
    for (const k of bad) if (k in input) removed = delete input[k]
    if (!removed) break
  }
  return { ...DEFAULT_SEARCH_FILTER }
}

/** The server's schema on query strings: the same rules, from the earliest check-in the server accepts. */
export function createPropertySearchQuerySchema(today: () => string = () => earliestAcceptedCheckIn()) {
  return v.pipe(
    v.record(v.string(), v.string()),
    v.transform((q) => searchParamsToInput(q)),
    createPropertySearchFilterSchema({ today }),
  )
}
