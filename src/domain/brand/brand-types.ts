/**
 * The brand's types: what a brand is and what a partner brand or an agency theme may change
 * (docs/product/brands-and-themes.md#brand-settings). Apart from brand.ts, so that the tables of
 * partner brands and agency themes can name them without importing the brand logic.
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

export type PaymentProfileName =
  'ClientPays' | 'AgencyPaysStandAloneRate' | 'AgencyPaysPackageRate' | 'AgentPaysWithClientCardWithoutCVV'

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
  /** a 'demo.' host: demo hotels and properties are shown by default */
  isDemo?: boolean
  /**
   * the card company whose members this theme serves (card-member
   * field, docs/product/brands-and-themes.md#agency-themes)
   */
  cardBrand?: string | null
  /** the agency theme applied on top of the host brand, if any */
  agencyThemeId?: string | null
}

/** What a partner brand or an agency theme changes; nested objects merge field by field. */
export type BrandOverrides = Partial<
  Omit<
    Brand,
    'colors' | 'phone' | 'bookingReference' | 'clientReference' | 'offerMarkup' | 'paymentProfile' | 'menuBar' | 'pdf'
  >
> & {
  colors?: Partial<BrandColors>
  phone?: Partial<Brand['phone']>
  bookingReference?: Partial<Brand['bookingReference']>
  clientReference?: Partial<Brand['clientReference']>
  offerMarkup?: Partial<Brand['offerMarkup']>
  paymentProfile?: Partial<Brand['paymentProfile']>
  menuBar?: Partial<Brand['menuBar']>
  pdf?: Partial<Brand['pdf']>
}
