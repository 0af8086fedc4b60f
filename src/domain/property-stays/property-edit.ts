/**
 * The payload of a property's edit by its operator or an admin (docs/product/extranet.md#properties-and-stays), one
 * valibot schema shared by the form and the server: a PATCH, every field optional. The image list and floor plans
 * can be reordered and shortened (an upload route adds new ones later); priceFrom is not edited, it follows the
 * stays (decision 133).
 */
import * as v from 'valibot'

export const PROPERTY_EDIT_MESSAGES = {
  name: 'Please enter a name of 1 to 120 characters',
  type: 'Please choose chalet, apartment or villa',
  count: 'Please enter a whole number from 0 to 100',
  currency: 'Please choose EUR, CHF, GBP or USD',
  levels: 'Please choose at least one service level',
  text: 'Please keep the text under 20,000 characters',
  latitude: 'Please enter a latitude from -90 to 90',
  longitude: 'Please enter a longitude from -180 to 180',
  distance: 'Please enter a distance of 0 or more',
  ratio: 'Please enter a share from 0 to 1',
  amount: 'Please enter an amount of 0 or more, in whole units',
  days: 'Please enter the days before check-in: 0 or more',
  images: 'Please keep only images of the property (new ones are uploaded)',
  facility: 'Please choose facilities from the list',
  nothing: 'Please change at least one field',
} as const
const M = PROPERTY_EDIT_MESSAGES

export const PROPERTY_CURRENCIES = ['EUR', 'CHF', 'GBP', 'USD'] as const
export const SERVICE_LEVELS = ['Selfcatered', 'Bed & Breakfast', 'Catered'] as const

const Text = (max: number, message: string = M.text) => v.pipe(v.string(message), v.trim(), v.maxLength(max, message))
const Count = v.pipe(v.number(M.count), v.integer(M.count), v.minValue(0, M.count), v.maxValue(100, M.count))
const Ratio = v.pipe(v.number(M.ratio), v.minValue(0, M.ratio), v.maxValue(1, M.ratio))
const Amount = v.pipe(
  v.number(M.amount),
  v.integer(M.amount),
  v.minValue(0, M.amount),
  v.maxValue(10_000_000, M.amount),
)
const Distance = v.pipe(v.number(M.distance), v.minValue(0, M.distance), v.maxValue(100_000, M.distance))
const Days = v.pipe(v.number(M.days), v.integer(M.days), v.minValue(0, M.days), v.maxValue(730, M.days))
const Level = v.picklist(SERVICE_LEVELS, M.levels)
const Url = v.pipe(v.string(M.images), v.minLength(1, M.images), v.maxLength(500, M.images))

export const SalesInformationSchema = v.object({
  acceptedPaymentMethods: v.array(v.picklist(['creditCard', 'bankTransfer'])),
  creditCardFeeRatio: Ratio,
  commission: v.pipe(v.number(M.ratio), v.minValue(0, M.ratio), v.maxValue(100, M.ratio)),
  commissionPerStay: v.record(v.string(), v.pipe(v.number(M.ratio), v.minValue(0, M.ratio), v.maxValue(100, M.ratio))),
  cancellationTerms: v.pipe(v.array(v.object({ daysBeforeCheckIn: Days, refundRatio: Ratio })), v.maxLength(10)),
  paymentTerms: v.pipe(v.array(v.object({ daysBeforeCheckIn: Days, paymentRatio: Ratio })), v.maxLength(10)),
  prepaymentRatio: Ratio,
  securityDeposit: Amount,
  securityDepositType: v.picklist(['blocked', 'cashed']),
  termsAndConditions: Text(20_000),
  _rentalChannel: Text(100),
})

export const PropertyEditSchema = v.pipe(
  v.partial(
    v.strictObject({
      name: v.pipe(Text(120, M.name), v.minLength(1, M.name)),
      propertyType: v.picklist(['Chalet', 'Apartment', 'Villa'], M.type),
      bedrooms: Count,
      bedsAdults: v.nullable(Count),
      bedsChildren: v.nullable(Count),
      currency: v.picklist(PROPERTY_CURRENCIES, M.currency),
      petsAllowed: v.boolean(),
      serviceLevels: v.pipe(v.array(Level, M.levels), v.minLength(1, M.levels), v.maxLength(3, M.levels)),
      servicesIncluded: v.record(Level, v.pipe(v.array(v.object({ service: Text(200) })), v.maxLength(60))),
      equipmentIncluded: v.pipe(v.array(v.object({ equipment: Text(200) })), v.maxLength(100)),
      facilities: v.pipe(v.array(v.string(M.facility), M.facility), v.maxLength(40, M.facility)),
      distances: v.object({ skiLift: Distance, resortCentre: Distance, airport: Distance, airportName: Text(120) }),
      description: v.object({ en: Text(20_000), de: Text(20_000) }),
      latitude: v.pipe(v.number(M.latitude), v.minValue(-90, M.latitude), v.maxValue(90, M.latitude)),
      longitude: v.pipe(v.number(M.longitude), v.minValue(-180, M.longitude), v.maxValue(180, M.longitude)),
      images: v.pipe(v.array(Url, M.images), v.maxLength(80, M.images)),
      floorplans: v.pipe(v.array(v.object({ url: Url }), M.images), v.maxLength(20, M.images)),
      salesInformation: v.nullable(SalesInformationSchema),
    }),
  ),
  v.check((p) => Object.keys(p).length > 0, M.nothing),
)
export type PropertyEdit = v.InferOutput<typeof PropertyEditSchema>

/** Only images already stored may stay (reordered or fewer); a new one comes through the upload. */
export function keepsOnlyStored(next: string[], stored: string[]): boolean {
  const known = new Set(stored)
  return next.every((url) => known.has(url)) && new Set(next).size === next.length
}
