/**
 * Theme / brand configuration (SPEC.md §3). The brand is chosen by host name (SPEC.md §1); the
 * sign-in issue adds agency themes (patterns, corporate design) on top of the host brand.
 */
export type BrandColors = {
  main: string
  hover: string
  light1: string
  light2: string
  invertedFont: boolean
  h2Header: string
  priceRange: string
}

export type PaymentProfileName = 'ClientPays' | 'AgencyPaysStandAloneRate' | 'AgencyPaysPackageRate' | 'AgentPaysWithClientCardWithoutCVV'

export type Brand = {
  id: string
  name: string
  colors: BrandColors
  faviconSrc: string
  logoSrc: string | null
  isCommissionDisplayed: boolean
  isB2C: boolean
  isLoginRequired: boolean
  email: string
  phone: { countryCode: string; number: string }
  bookingReference: { isRequired: boolean; name: string; prefix: string }
  clientReference: { isRequired: boolean; name: string; prefix: string }
  offerMarkup: { hide: boolean; isSupported: boolean }
  paymentProfile: { default: PaymentProfileName; canBeChanged: boolean }
  menuBar: { areColorsInverted: boolean; backgroundImage: string | null; logo: string | null }
  pdf: { pageLayout: 'A4'; footerBackground: string; mainColor: string; lightColor: string }
}

/** The word in a host name that marks the consumer seller's storefront (B2C, no login). */
export const CONSUMER_HOST_WORD = 'chalets'

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

/** The brand of a host before any agency theme: the consumer seller's hosts run B2C. */
export function hostBrand(hostname: string): Brand {
  return hostname.toLowerCase().includes(CONSUMER_HOST_WORD) ? CONSUMER_BRAND : DEFAULT_BRAND
}
