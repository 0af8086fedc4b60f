import type { MessageDescriptor } from '@lingui/core'
import { msg } from '@lingui/core/macro'

const propertyTypes: Record<string, MessageDescriptor> = {
  Chalet: msg`Chalet`,
  Apartment: msg`Apartment`,
  Villa: msg`Villa`,
}

const countries: Record<string, MessageDescriptor> = {
  France: msg`France`,
  Switzerland: msg`Switzerland`,
  Austria: msg`Austria`,
  Italy: msg`Italy`,
}

/** A translatable label for a property type; unknown values are shown as they come. */
export function propertyTypeLabel(type: string): MessageDescriptor | string {
  return propertyTypes[type] ?? type
}

/** A translatable country name; unknown values are shown as they come. */
export function countryLabel(country: string): MessageDescriptor | string {
  return countries[country] ?? country
}
