/**
 * Agency themes (docs/product/brands-and-themes.md#agency-themes): the theme of an agency user is chosen by matching
 * the user's company name against these patterns, first match wins; otherwise the host brand applies unchanged.
 * Each theme lists what it changes: colours and the flags of docs/product/brands-and-themes.md#brand-settings.
 */
import type { BrandOverrides } from './brand-types.ts'

export type AgencyTheme = { id: string; pattern: RegExp; overrides: BrandOverrides }

/** Card members pay with the client's card, no CVV; markup is neither offered nor shown. */
const CARD_COMPANY: BrandOverrides = {
  paymentProfile: { default: 'AgentPaysWithClientCardWithoutCVV', canBeChanged: false },
  offerMarkup: { hide: true, isSupported: false },
  cardBrand: 'amex',
  bookingReference: { isRequired: true, name: 'Booking reference', prefix: 'TLS' },
  clientReference: { isRequired: true, name: 'Card member reference', prefix: 'CC' },
}

const colors = (main: string, light1: string, light2: string, invertedFont = false): BrandOverrides['colors'] => ({
  main,
  hover: light1,
  light1,
  light2,
  h2Header: invertedFont ? 'rgb(40, 40, 40)' : main,
  invertedFont,
})

const theme = (
  id: string,
  pattern: RegExp,
  main: string,
  light1: string,
  light2: string,
  extra: BrandOverrides = {},
): AgencyTheme => ({
  id,
  pattern,
  overrides: { colors: colors(main, light1, light2), ...extra },
})

export const AGENCY_THEMES: readonly AgencyTheme[] = [
  // the two American-card-company themes; Centurion first, it is the more specific name
  theme('amex-centurion', /\bcenturion\b/i, 'rgb(22, 22, 24)', '#b9a16b', '#ece6d6', CARD_COMPANY),
  theme(
    'amex-platinum',
    /\b(amex|american express)\b|\bplatinum (card )?(travel|concierge)\b/i,
    'rgb(0, 84, 159)',
    '#9fb7cc',
    '#e6eef6',
    CARD_COMPANY,
  ),
  theme('quintessence', /\bquintessen(ce|tial)/i, 'rgb(34, 30, 58)', '#c2a878', '#ebe6f2', {
    clientReference: { isRequired: true, name: 'Member ID', prefix: 'CC' },
  }),
  theme('nordlicht', /\bnordlicht\b/i, 'rgb(16, 52, 60)', '#7fc4c0', '#e2f1f0'),
  theme('alpine-concierge', /\balpine concierge\b/i, 'rgb(38, 58, 44)', '#b8a27a', '#ebe6da'),
  theme('maison-aurele', /\bmaison aur[eè]le\b/i, 'rgb(92, 31, 44)', '#d8b38a', '#f4e8e6'),
  theme('azure-lifestyle', /\bazure (lifestyle|concierge)\b/i, 'rgb(18, 70, 110)', '#8cc2e8', '#e5f1fa'),
  theme('sterling-vale', /\bsterling (&|and) vale\b/i, 'rgb(50, 54, 62)', '#b0b7c3', '#eceef2'),
  theme('edelweiss-prestige', /\bedelweiss prestige\b/i, 'rgb(30, 40, 48)', '#e0d7c0', '#f5f2ea', {
    bookingReference: { isRequired: true, name: 'Vorgangsnummer', prefix: 'TLS' },
  }),
  theme('kensington-noir', /\bkensington noir\b/i, 'rgb(12, 12, 12)', '#c9a96e', '#efe7d8', {
    menuBar: { areColorsInverted: true },
  }),
  theme('orient-atlas', /\borient atlas\b/i, 'rgb(96, 54, 24)', '#e0b070', '#f6ebdc'),
  theme('silverpine', /\bsilver ?pine\b/i, 'rgb(44, 62, 58)', '#a9c1b8', '#e9f0ed'),
  theme('monarch-lane', /\bmonarch lane\b/i, 'rgb(74, 28, 64)', '#d3a6c8', '#f5e9f2'),
  theme('velvet-summit', /\bvelvet summit\b/i, 'rgb(110, 20, 36)', '#e2b0a0', '#f8ebe8'),
  theme('azure-crest', /\bazure crest\b/i, 'rgb(10, 92, 130)', '#f0c987', '#e3f2f8', {
    paymentProfile: { default: 'AgencyPaysStandAloneRate', canBeChanged: true },
  }),
  theme('hartwell-ashby', /\bhartwell\b/i, 'rgb(24, 42, 70)', '#c7a35a', '#e9edf3', {
    bookingReference: { isRequired: true, name: 'File number', prefix: 'TLS' },
    clientReference: { isRequired: true, name: 'Client code', prefix: 'CC' },
  }),
  theme('lumiere-conciergerie', /\blumi[eè]re concierg/i, 'rgb(60, 50, 40)', '#e8c872', '#f7f0de'),
  theme('northstar-private', /\bnorthstar\b/i, 'rgb(20, 24, 40)', '#9aa8d8', '#e8ebf6'),
  theme('riviera-signature', /\briviera signature\b/i, 'rgb(0, 90, 100)', '#f2b880', '#e0f0f1'),
  theme('obsidian-lifestyle', /\bobsidian\b/i, 'rgb(26, 26, 30)', '#a88bd0', '#ede8f5', {
    offerMarkup: { hide: true, isSupported: true },
  }),
  theme('goldcrest-office', /\bgoldcrest\b/i, 'rgb(66, 52, 20)', '#e6c65c', '#f7f1dc'),
  theme('alpenrose-reisen', /\balpenrose\b/i, 'rgb(120, 30, 60)', '#f0a8c0', '#faeaf0', {
    bookingReference: { isRequired: false, name: 'Buchungsreferenz', prefix: 'TLS' },
  }),
  theme('meridian-private', /\bmeridian private\b/i, 'rgb(36, 60, 90)', '#d4b483', '#e8eef5'),
  theme('ivory-key', /\bivory key\b/i, 'rgb(245, 240, 230)', '#7a5a3a', '#ece4d4', {
    colors: colors('rgb(245, 240, 230)', '#7a5a3a', '#ece4d4', true),
    menuBar: { areColorsInverted: true },
  }),
  // a seller of its own: no commission shown to its staff (docs/product/brands-and-themes.md#agency-themes)
  theme('snowline-direct', /\bsnowline\b/i, 'rgb(28, 48, 66)', '#9cc9e0', '#e6f2f8', {
    isCommissionDisplayed: false,
  }),
]

/** The first agency theme whose pattern matches the company name, if any. */
export function matchAgencyTheme(company: string | null | undefined): AgencyTheme | undefined {
  const name = company?.trim()
  if (!name) return undefined
  return AGENCY_THEMES.find((entry) => entry.pattern.test(name))
}
