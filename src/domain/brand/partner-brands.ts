/**
 * White-label partner brands, chosen by host name (docs/product/brands-and-themes.md#brand-by-host). Each entry lists
 * only what differs from the default brand; `hosts` are matched as the host itself or any subdomain of it.
 * It imports only the brand's types (brand-types.ts), so brand.ts can import this table without a cycle.
 */
import type { BrandOverrides } from './brand-types.ts'

export type PartnerBrand = { id: string; hosts: readonly string[]; overrides: BrandOverrides }

export const PARTNER_BRANDS: readonly PartnerBrand[] = [
  {
    id: 'alpenglow',
    hosts: ['alpenglow-collection.com', 'alpenglow.lds.test'],
    overrides: {
      name: 'Alpenglow Collection',
      colors: {
        main: 'rgb(58, 36, 52)',
        hover: '#c48a6a',
        light1: '#d9a88b',
        light2: '#f3e6dd',
        h2Header: 'rgb(58, 36, 52)',
      },
      email: 'reservations@alpenglow-collection.example',
      phone: { countryCode: '+43', number: '5583 2210' },
      menuBar: { areColorsInverted: false, backgroundImage: null, logo: null },
    },
  },
  {
    id: 'summit-reisen',
    hosts: ['summit-reisen.de', 'summit.lds.test'],
    overrides: {
      name: 'Summit Reisen',
      colors: {
        main: 'rgb(20, 45, 78)',
        hover: '#8fb3d9',
        light1: '#b7cde6',
        light2: '#e8eff7',
        h2Header: 'rgb(20, 45, 78)',
      },
      email: 'concierge@summit-reisen.example',
      phone: { countryCode: '+49', number: '89 4100 8800' },
      bookingReference: { isRequired: true, name: 'Reisenummer', prefix: 'TLS' },
    },
  },
  {
    id: 'maison-blanche',
    hosts: ['maison-blanche-voyages.fr', 'maison.lds.test'],
    overrides: {
      name: 'Maison Blanche Voyages',
      colors: {
        main: 'rgb(245, 241, 232)',
        hover: '#8c6d46',
        light1: '#8c6d46',
        light2: '#ebe3d3',
        invertedFont: true,
        h2Header: 'rgb(60, 48, 36)',
      },
      email: 'bonjour@maison-blanche.example',
      phone: { countryCode: '+33', number: '4 79 08 12 12' },
      menuBar: { areColorsInverted: true, backgroundImage: null, logo: null },
    },
  },
]

/** The partner brand serving `hostname`, if any. */
export function findPartnerBrand(hostname: string): PartnerBrand | undefined {
  const host = hostname.toLowerCase()
  return PARTNER_BRANDS.find((brand) => brand.hosts.some((h) => host === h || host.endsWith(`.${h}`)))
}
