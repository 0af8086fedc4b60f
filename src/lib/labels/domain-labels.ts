import type { MessageDescriptor } from '@lingui/core'
import { msg } from '@lingui/core/macro'

/**
 * The one dictionary of domain labels (property types, countries, service levels, facilities):
 * the storefront pages, the search form and the enquiry forms all read these texts.
 */
const propertyTypes: Record<string, MessageDescriptor> = {
  Chalet: msg`Chalet`,
  Apartment: msg`Apartment`,
  Villa: msg`Villa`,
  Hotel: msg`Hotel`,
}

const countries: Record<string, MessageDescriptor> = {
  France: msg`France`,
  Switzerland: msg`Switzerland`,
  Austria: msg`Austria`,
  Italy: msg`Italy`,
}

/** A translatable label for a property type (Hotel too, an enquiry choice); unknown values are shown as they come. */
export function propertyTypeLabel(type: string): MessageDescriptor | string {
  return propertyTypes[type] ?? type
}

/** A translatable country name; unknown values are shown as they come. */
export function countryLabel(country: string): MessageDescriptor | string {
  return countries[country] ?? country
}

const serviceLevels: Record<string, MessageDescriptor> = {
  Selfcatered: msg`Self-catered`,
  'Bed & Breakfast': msg`Bed & breakfast`,
  Catered: msg`Catered`,
}

/** Catering / service level names (German: Selbstverpflegung, Frühstück, Hotelservice). */
export function serviceLevelLabel(level: string): MessageDescriptor | string {
  return serviceLevels[level] ?? level
}

const facilities: Record<string, MessageDescriptor> = {
  'Fitness room': msg`Fitness room`,
  'Massage room': msg`Massage room`,
  Garage: msg`Garage`,
  Hammam: msg`Hammam`,
  "Children's room": msg`Children's room`,
  Fireplace: msg`Fireplace`,
  'Wine cellar': msg`Wine cellar`,
  Sauna: msg`Sauna`,
  'Ski-in ski-out': msg`Ski-in ski-out`,
  'Cinema room': msg`Cinema room`,
  'Swimming pool': msg`Swimming pool`,
  'Games room': msg`Games room`,
  Lift: msg`Lift`,
  'Hot tub': msg`Hot tub`,
}

/** Property facility names from GET /api/facilities; unknown names are shown as they come. */
export function facilityLabel(name: string): MessageDescriptor | string {
  return facilities[name] ?? name
}

const typePlurals: Record<string, MessageDescriptor> = {
  Chalet: msg`Chalets`,
  Apartment: msg`Apartments`,
  Villa: msg`Villas`,
}

/** 'Chalets' / 'Apartments' / 'Villas' for list headings. */
export function propertyTypePluralLabel(type: string): MessageDescriptor | string {
  return typePlurals[type] ?? type
}

const sectors: Record<string, MessageDescriptor> = {
  Centre: msg({ message: 'Centre', context: 'the part of a resort around its village centre' }),
}

/**
 * A resort sector (`address.sector`, the search's sector choices): place names stay as they are
 * ("Jardin Alpin", "Oberlech"); the one common noun among them, "Centre", is translated ("Zentrum").
 */
export function sectorLabel(sector: string): MessageDescriptor | string {
  return sectors[sector] ?? sector
}
