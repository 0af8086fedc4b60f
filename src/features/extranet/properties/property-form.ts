/**
 * The property editor's values (docs/product/extranet.md#property-screens): the PATCH's fields
 * (src/domain/property-stays/property-edit.ts) with numbers kept as typed (strings) and lists of services and
 * equipment as one line each, so nothing typed is lost on an error. `propertyBody` makes the PATCH from them (a
 * number that is not one stays NaN, which the schema refuses beside its field); `propertyErrors` checks that body
 * with the shared schema and names each message by the form's field.
 */
import * as v from 'valibot'
import { PropertyEditSchema, type PropertyEdit } from '#domain/property-stays/property-edit.ts'
import { schemaValidator } from '#ui/form/schema-validator.ts'
import type { useStepForm } from '#ui/form/use-step-form.ts'

type Term = { daysBeforeCheckIn: string; ratio: string }
export type SalesValues = {
  acceptedPaymentMethods: string[]
  creditCardFeeRatio: string
  commission: string
  /** kept as stored: commissions per stay are not edited here */
  commissionPerStay: Record<string, number>
  cancellationTerms: Term[]
  paymentTerms: Term[]
  prepaymentRatio: string
  securityDeposit: string
  securityDepositType: 'blocked' | 'cashed'
  termsAndConditions: string
  _rentalChannel: string
}

export type PropertyValues = {
  name: string
  propertyType: string
  bedrooms: string
  bedsAdults: string
  bedsChildren: string
  currency: string
  petsAllowed: boolean
  serviceLevels: string[]
  /** per service level, one service a line */
  servicesIncluded: Record<string, string>
  /** one item a line */
  equipmentIncluded: string
  facilities: string[]
  distances: { skiLift: string; resortCentre: string; airport: string; airportName: string }
  description: { en: string; de: string }
  latitude: string
  longitude: string
  images: string[]
  floorplans: string[]
  hasSalesInformation: boolean
  salesInformation: SalesValues
}

/** The stored property as the editor's API answers it. */
export type EditableProperty = {
  id: string
  slug: string
  name: string
  city: string
  country: string
  operator: string
  priceFrom: number | null
  propertyType: string
  bedrooms: number
  bedsAdults: number | null
  bedsChildren: number | null
  currency: string
  petsAllowed: boolean
  serviceLevels: string[]
  servicesIncluded: Record<string, { service: string }[]>
  equipmentIncluded: { equipment: string }[]
  facilities: string[]
  distances: { skiLift: number; resortCentre: number; airport: number; airportName: string }
  description: { en: string; de: string }
  latitude: number
  longitude: number
  images: string[]
  floorplans: { url: string }[]
  salesInformation: {
    acceptedPaymentMethods: string[]
    creditCardFeeRatio: number
    commission: number
    commissionPerStay: Record<string, number>
    cancellationTerms: { daysBeforeCheckIn: number; refundRatio: number }[]
    paymentTerms: { daysBeforeCheckIn: number; paymentRatio: number }[]
    prepaymentRatio: number
    securityDeposit: number
    securityDepositType: 'blocked' | 'cashed'
    termsAndConditions: string
    _rentalChannel: string
  } | null
}

const text = (n: number | null | undefined) => (n === null || n === undefined ? '' : String(n))
/** '' is null (where a field may be blank), a comma is a decimal point (German), anything else not a number is NaN */
const num = (typed: string): number => (typed.trim() === '' ? Number.NaN : Number(typed.trim().replace(',', '.')))
const numOrNull = (typed: string): number | null => (typed.trim() === '' ? null : num(typed))
const lines = (typed: string) =>
  typed
    .split('\n')
    .map((line) => line.trim())
    .filter(Boolean)

const EMPTY_SALES: SalesValues = {
  acceptedPaymentMethods: ['bankTransfer'],
  creditCardFeeRatio: '0',
  commission: '0',
  commissionPerStay: {},
  cancellationTerms: [],
  paymentTerms: [],
  prepaymentRatio: '0',
  securityDeposit: '0',
  securityDepositType: 'blocked',
  termsAndConditions: '',
  _rentalChannel: '',
}

export function propertyValues(p: EditableProperty): PropertyValues {
  const s = p.salesInformation
  return {
    name: p.name,
    propertyType: p.propertyType,
    bedrooms: text(p.bedrooms),
    bedsAdults: text(p.bedsAdults),
    bedsChildren: text(p.bedsChildren),
    currency: p.currency,
    petsAllowed: p.petsAllowed,
    serviceLevels: [...p.serviceLevels],
    servicesIncluded: Object.fromEntries(
      Object.entries(p.servicesIncluded).map(([level, list]) => [level, list.map((x) => x.service).join('\n')]),
    ),
    equipmentIncluded: p.equipmentIncluded.map((x) => x.equipment).join('\n'),
    facilities: [...p.facilities],
    distances: {
      skiLift: text(p.distances.skiLift),
      resortCentre: text(p.distances.resortCentre),
      airport: text(p.distances.airport),
      airportName: p.distances.airportName,
    },
    description: { en: p.description.en ?? '', de: p.description.de ?? '' },
    latitude: text(p.latitude),
    longitude: text(p.longitude),
    images: [...p.images],
    floorplans: p.floorplans.map((f) => f.url),
    hasSalesInformation: s !== null,
    salesInformation: s
      ? {
          acceptedPaymentMethods: [...s.acceptedPaymentMethods],
          creditCardFeeRatio: text(s.creditCardFeeRatio),
          commission: text(s.commission),
          commissionPerStay: { ...s.commissionPerStay },
          cancellationTerms: s.cancellationTerms.map((c) => ({
            daysBeforeCheckIn: text(c.daysBeforeCheckIn),
            ratio: text(c.refundRatio),
          })),
          paymentTerms: s.paymentTerms.map((c) => ({
            daysBeforeCheckIn: text(c.daysBeforeCheckIn),
            ratio: text(c.paymentRatio),
          })),
          prepaymentRatio: text(s.prepaymentRatio),
          securityDeposit: text(s.securityDeposit),
          securityDepositType: s.securityDepositType,
          termsAndConditions: s.termsAndConditions,
          _rentalChannel: s._rentalChannel,
        }
      : { ...EMPTY_SALES },
  }
}

/** The PATCH of every field (the editor saves the whole property; a field left as it was is saved unchanged). */
export function propertyBody(f: PropertyValues): Record<string, unknown> {
  const s = f.salesInformation
  return {
    name: f.name,
    propertyType: f.propertyType,
    bedrooms: num(f.bedrooms),
    bedsAdults: numOrNull(f.bedsAdults),
    bedsChildren: numOrNull(f.bedsChildren),
    currency: f.currency,
    petsAllowed: f.petsAllowed,
    serviceLevels: f.serviceLevels,
    // the services of the levels the property offers
    servicesIncluded: Object.fromEntries(
      f.serviceLevels.map((level) => [level, lines(f.servicesIncluded[level] ?? '').map((service) => ({ service }))]),
    ),
    equipmentIncluded: lines(f.equipmentIncluded).map((equipment) => ({ equipment })),
    facilities: f.facilities,
    distances: {
      skiLift: num(f.distances.skiLift),
      resortCentre: num(f.distances.resortCentre),
      airport: num(f.distances.airport),
      airportName: f.distances.airportName,
    },
    description: f.description,
    latitude: num(f.latitude),
    longitude: num(f.longitude),
    images: f.images,
    floorplans: f.floorplans.map((url) => ({ url })),
    salesInformation: f.hasSalesInformation
      ? {
          acceptedPaymentMethods: s.acceptedPaymentMethods,
          creditCardFeeRatio: num(s.creditCardFeeRatio),
          commission: num(s.commission),
          commissionPerStay: s.commissionPerStay,
          cancellationTerms: s.cancellationTerms.map((c) => ({
            daysBeforeCheckIn: num(c.daysBeforeCheckIn),
            refundRatio: num(c.ratio),
          })),
          paymentTerms: s.paymentTerms.map((c) => ({
            daysBeforeCheckIn: num(c.daysBeforeCheckIn),
            paymentRatio: num(c.ratio),
          })),
          prepaymentRatio: num(s.prepaymentRatio),
          securityDeposit: num(s.securityDeposit),
          securityDepositType: s.securityDepositType,
          termsAndConditions: s.termsAndConditions,
          _rentalChannel: s._rentalChannel,
        }
      : null,
  }
}

/**
 * The body's path of a message as the form's field: a service or equipment line is its level's (or the list's)
 * text box, an image or plan the list, a term's refund or payment share its `ratio`.
 */
export function formFieldOf(path: string): string {
  const services = /^servicesIncluded\.([^.[]+)/.exec(path)
  if (services) return `servicesIncluded.${services[1]}`
  const list = /^(equipmentIncluded|images|floorplans|serviceLevels|facilities)\b/.exec(path)
  if (list) return list[1]!
  if (path.startsWith('salesInformation.acceptedPaymentMethods')) return 'salesInformation.acceptedPaymentMethods'
  return path.replace(/\.(refundRatio|paymentRatio)$/, '.ratio')
}

const check = schemaValidator(PropertyEditSchema)

/** The form's validator: the shared schema on the body, each message on its form field. */
export function propertyErrors({ value }: { value: unknown }) {
  const result = check({ value: propertyBody(value as PropertyValues) })
  if (!result) return undefined
  const fields: Record<string, string> = {}
  for (const [path, message] of Object.entries(result.fields)) fields[formFieldOf(path)] ??= message
  return { form: undefined, fields }
}

/** The PATCH as the schema passes it (call after `propertyErrors` found nothing). */
export function parsedBody(values: PropertyValues): PropertyEdit {
  return v.parse(PropertyEditSchema, propertyBody(values))
}

/** The editor's form (its sections take it). */
export type PropertyFormApi = ReturnType<typeof useStepForm<PropertyValues>>['form']
