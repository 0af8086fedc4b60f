import type { I18n, MessageDescriptor } from '@lingui/core'
import { msg } from '@lingui/core/macro'
import type { Country } from '#domain/catalogue/types.ts'
import { countryLabel as countryDescriptor, propertyTypeLabel, serviceLevelLabel } from '#lib/labels/domain-labels.ts'

/**
 * Labels of the enquiry-only choices (keys in src/domain/enquiry/enquiry-options.ts); property
 * types, service levels and countries come from the one domain-label dictionary.
 */
const LABELS: Record<string, MessageDescriptor> = {
  skiing: msg`Skiing`,
  snowboarding: msg`Snowboarding`,
  'ski-touring': msg`Ski touring`,
  'cross-country': msg`Cross-country skiing`,
  hiking: msg`Hiking`,
  'mountain-biking': msg`Mountain biking`,
  golf: msg`Golf`,
  wellness: msg`Wellness and spa`,
  gastronomy: msg`Fine dining`,
  culture: msg`Culture and events`,
  'ski-in-ski-out': msg`Ski-in, ski-out`,
  'village-centre': msg`Close to the village centre`,
  'quiet-location': msg`Quiet, secluded location`,
  'mountain-view': msg`Mountain views`,
  'swimming-pool': msg`Swimming pool`,
  spa: msg`Spa and sauna`,
  cinema: msg`Cinema room`,
  'pets-welcome': msg`Pets welcome`,
  'family-friendly': msg`Family-friendly`,
  'step-free-access': msg`Step-free access`,
  'private-chef': msg`Private chef`,
  butler: msg`Butler`,
  chauffeur: msg`Chauffeur`,
  'airport-transfer': msg`Airport transfer`,
  'helicopter-transfer': msg`Helicopter transfer`,
  'ski-instructor': msg`Private ski instructor`,
  childcare: msg`Nanny and childcare`,
  'ski-passes-rental': msg`Ski passes and equipment`,
  'in-chalet-spa': msg`Massages in the chalet`,
  'restaurant-reservations': msg`Restaurant reservations`,
}

function translate(i18n: I18n, label: MessageDescriptor | string): string {
  return typeof label === 'string' ? label : i18n._(label)
}

export function optionLabel(i18n: I18n, key: string): string {
  const descriptor = LABELS[key]
  if (descriptor) return i18n._(descriptor)
  const type = propertyTypeLabel(key)
  return translate(i18n, type !== key ? type : serviceLevelLabel(key))
}

export function countryLabel(i18n: I18n, country: Country): string {
  return translate(i18n, countryDescriptor(country))
}

/** Select options for a list of keys. */
export function optionsOf(i18n: I18n, keys: readonly string[]) {
  return keys.map((value) => ({ value, label: optionLabel(i18n, value) }))
}
