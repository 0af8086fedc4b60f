/**
 * Theme / brand configuration (docs/product/brands-and-themes.md#brand-settings). The brand is chosen
 * by host name (docs/product/brands-and-themes.md#brand-by-host): partner
 * brands, a 'demo.' prefix, localhost, or the consumer seller. Agency themes (patterns, corporate
 * design) refine it for a signed-in agency user: see resolve-brand.ts.
 */
import type { Brand, BrandColors, BrandOverrides } from './brand-types.ts'
import { findPartnerBrand } from './partner-brands.ts'

/** The word in a host name that marks the consumer seller's storefront (B2C, no login). */
export const CONSUMER_HOST_WORD = 'chalets'
export const DEMO_HOST_PREFIX = 'demo.'

export const DEFAULT_COLORS: BrandColors = {
  main: 'rgb(18,32,32)',
  hover: '#ab8157',
  light1: '#ab8157',
  light2: '#e5ddc9',
  invertedFont: false,
  h2Header: 'rgb(18,32,32)',
  priceRange: '#4c4c4c',
}

export const DEFAULT_BRAND: Brand = {
  id: 'default',
  name: 'LDS',
  colors: DEFAULT_COLORS,
  faviconSrc: '/favicon.svg',
  logoSrc: null,
  isCommissionDisplayed: true,
  isB2C: false,
  isLoginRequired: true,
  email: 'concierge@lds.example',
  phone: { countryCode: '+41', number: '22 555 01 20' },
  bookingReference: { isRequired: false, name: 'Booking reference', prefix: 'TLS' },
  clientReference: { isRequired: false, name: 'Client reference', prefix: 'CC' },
  offerMarkup: { hide: false, isSupported: true },
  paymentProfile: { default: 'ClientPays', canBeChanged: false },
  menuBar: { areColorsInverted: false, backgroundImage: null, logo: null },
  pdf: { pageLayout: 'A4', footerBackground: '#e5ddc9', mainColor: 'rgb(18,32,32)', lightColor: '#e5ddc9' },
  isDemo: false,
  cardBrand: null,
  agencyThemeId: null,
}

export const CONSUMER_BRAND: Brand = {
  ...DEFAULT_BRAND,
  id: 'consumer',
  name: 'LDS Chalets',
  isB2C: true,
  isLoginRequired: false,
  isCommissionDisplayed: false,
  offerMarkup: { hide: true, isSupported: false },
}

/**
 * The default brand on a developer's machine: the payment profile
 * may be changed (docs/product/brands-and-themes.md#brand-settings).
 */
export const LOCALHOST_BRAND: Brand = {
  ...DEFAULT_BRAND,
  id: 'localhost',
  paymentProfile: { default: 'ClientPays', canBeChanged: true },
}

/** `base` with `overrides` applied; nested objects merge, undefined values are ignored. */
export function mergeBrand(base: Brand, overrides: BrandOverrides): Brand {
  const merged: Record<string, unknown> = { ...base }
  for (const [key, value] of Object.entries(overrides)) {
    if (value === undefined) continue
    const current = merged[key]
    const nested =
      typeof value === 'object' &&
      value !== null &&
      !Array.isArray(value) &&
      typeof current === 'object' &&
      current !== null
    merged[key] = nested ? { ...current, ...withoutUndefined(value as Record<string, unknown>) } : value
  }
  return withPdfColors(merged as Brand, overrides)
}

/** The PDF follows the theme colours unless the overrides set its own. */
function withPdfColors(brand: Brand, overrides: BrandOverrides): Brand {
  if (!overrides.colors) return brand
  const pdf = { mainColor: brand.colors.main, lightColor: brand.colors.light2, footerBackground: brand.colors.light2 }
  return { ...brand, pdf: { ...brand.pdf, ...pdf, ...withoutUndefined(overrides.pdf ?? {}) } }
}

function withoutUndefined(value: Record<string, unknown>): Record<string, unknown> {
  return Object.fromEntries(Object.entries(value).filter(([, v]) => v !== undefined))
}

export function isLocalHost(hostname: string): boolean {
  const host = hostname.toLowerCase()
  return host === 'localhost' || host === '127.0.0.1' || host === '[::1]' || host.endsWith('.localhost')
}

/**
 * The brand of a host before any agency theme: a 'demo.' prefix marks a demo deployment of the
 * brand behind it, the consumer seller's hosts run B2C without login, partner hosts get their
 * white label, localhost the default brand with a changeable payment profile.
 */
export function hostBrand(hostname: string): Brand {
  const host = hostname.toLowerCase()
  if (host.startsWith(DEMO_HOST_PREFIX)) {
    const inner = hostBrand(host.slice(DEMO_HOST_PREFIX.length))
    return { ...inner, id: inner.id === 'default' ? 'demo' : `demo-${inner.id}`, isDemo: true }
  }
  if (host.includes(CONSUMER_HOST_WORD)) return CONSUMER_BRAND
  const partner = findPartnerBrand(host)
  if (partner) return mergeBrand(DEFAULT_BRAND, { ...partner.overrides, id: partner.id })
  if (isLocalHost(host)) return LOCALHOST_BRAND
  return DEFAULT_BRAND
}
