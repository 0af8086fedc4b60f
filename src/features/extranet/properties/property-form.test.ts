import { describe, expect, it } from 'vitest'
import { PROPERTY_EDIT_MESSAGES as E } from '#domain/property-stays/property-edit.ts'
import {
  formFieldOf,
  parsedBody,
  propertyErrors,
  propertyValues,
  type EditableProperty,
  type PropertyValues,
} from './property-form.ts'

const STORED: EditableProperty = {
  id: 'p1',
  slug: 'chalet-a',
  name: 'Chalet A',
  city: 'Verbier',
  country: 'Switzerland',
  operator: 'Haute Montagne Collection',
  priceFrom: 12_000,
  propertyType: 'Chalet',
  bedrooms: 5,
  bedsAdults: 10,
  bedsChildren: null,
  currency: 'CHF',
  petsAllowed: false,
  serviceLevels: ['Catered'],
  servicesIncluded: { Catered: [{ service: 'Chef' }, { service: 'Driver' }] },
  equipmentIncluded: [{ equipment: 'Sauna' }],
  facilities: ['f1'],
  distances: { skiLift: 200, resortCentre: 1.5, airport: 120, airportName: 'Geneva' },
  description: { en: 'A chalet', de: 'Ein Chalet' },
  latitude: 46.1,
  longitude: 7.2,
  images: ['/a.jpg', '/b.jpg'],
  floorplans: [{ url: '/plan.svg' }],
  salesInformation: {
    acceptedPaymentMethods: ['bankTransfer'],
    creditCardFeeRatio: 0.02,
    commission: 10,
    commissionPerStay: { s1: 12 },
    cancellationTerms: [{ daysBeforeCheckIn: 60, refundRatio: 0.5 }],
    paymentTerms: [{ daysBeforeCheckIn: 30, paymentRatio: 1 }],
    prepaymentRatio: 0.3,
    securityDeposit: 5000,
    securityDepositType: 'blocked',
    termsAndConditions: 'Terms',
    _rentalChannel: 'direct',
  },
}

describe('the property form', () => {
  it('round-trips the stored property unchanged', () => {
    const { id: _id, slug: _s, city: _c, country: _co, operator: _o, priceFrom: _p, ...fields } = STORED
    expect(parsedBody(propertyValues(STORED))).toEqual(fields)
  })
  it.each([
    ['bedrooms', (f: PropertyValues): void => void (f.bedrooms = 'five'), 'bedrooms', E.count],
    ['blank bedrooms', (f: PropertyValues): void => void (f.bedrooms = ' '), 'bedrooms', E.count],
    ['a latitude', (f: PropertyValues): void => void (f.latitude = '91'), 'latitude', E.latitude],
    ['a distance', (f: PropertyValues): void => void (f.distances.skiLift = '-1'), 'distances.skiLift', E.distance],
    ['no level', (f: PropertyValues): void => void (f.serviceLevels = []), 'serviceLevels', E.levels],
    ['no name', (f: PropertyValues): void => void (f.name = '  '), 'name', E.name],
    [
      'a refund share',
      (f: PropertyValues): void => void (f.salesInformation.cancellationTerms[0]!.ratio = '2'),
      'salesInformation.cancellationTerms[0].ratio',
      E.ratio,
    ],
    [
      'a long service',
      (f: PropertyValues): void => void (f.servicesIncluded.Catered = 'x'.repeat(201)),
      'servicesIncluded.Catered',
      E.text,
    ],
  ])('%s: the message is on its field', (_, change, field, message) => {
    const values = propertyValues(STORED)
    change(values)
    expect(propertyErrors({ value: values })?.fields[field]).toBe(message)
  })
  it('takes a decimal comma, a blank bed count as none, and no sales information', () => {
    const values = propertyValues(STORED)
    values.distances.resortCentre = '2,5'
    values.bedsAdults = ''
    values.hasSalesInformation = false
    values.equipmentIncluded = 'Sauna\n\n  Ski room  '
    expect(propertyErrors({ value: values })).toBeUndefined()
    expect(parsedBody(values)).toMatchObject({
      distances: { resortCentre: 2.5 },
      bedsAdults: null,
      salesInformation: null,
      equipmentIncluded: [{ equipment: 'Sauna' }, { equipment: 'Ski room' }],
    })
  })
  it.each([
    ['servicesIncluded.Catered[2].service', 'servicesIncluded.Catered'],
    ['equipmentIncluded[0].equipment', 'equipmentIncluded'],
    ['images[3]', 'images'],
    ['floorplans[0].url', 'floorplans'],
    ['salesInformation.paymentTerms[1].paymentRatio', 'salesInformation.paymentTerms[1].ratio'],
    ['distances.airport', 'distances.airport'],
  ])('%s is shown on %s', (path, field) => {
    expect(formFieldOf(path)).toBe(field)
  })
})
