import type { Language } from '../catalogue/types.ts'

/**
 * The company behind the storefront: the contact page, the footer's contact block and the
 * confirmation mails show these details. Phone and e-mail match the default brand (brand configuration,
 * docs/product/brands-and-themes.md#brand-settings); a white-label brand shows its own.
 */
export const COMPANY = {
  legalName: 'LDS Luxury Distribution SA',
  street: 'Rue du Rhône 14',
  postalCode: '1204',
  city: { en: 'Geneva', de: 'Genf' },
  country: { en: 'Switzerland', de: 'Schweiz' },
  phone: '+41 22 555 01 20',
  email: 'concierge@lds.example',
  registry: 'CHE-482.617.305',
  coordinates: { latitude: 46.2033, longitude: 6.1466 },
} as const

/** The postal address as lines, in the visitor's language. */
export function companyAddressLines(language: Language): string[] {
  return [
    COMPANY.legalName,
    COMPANY.street,
    `${COMPANY.postalCode} ${COMPANY.city[language]}`,
    COMPANY.country[language],
  ]
}

/** A phone number for a tel: link ("+41 22 555 01 20" -> "+41225550120"). */
export function telHref(phone: string): string {
  return `tel:${phone.replace(/[^+\d]/g, '')}`
}
