import { AFFILIATES } from '../brand/affiliates.ts'
import { findRedirect, normalizePath } from './redirects.ts'

/**
 * Which HTTP status a path gets before the app renders: the route table
 * (docs/product/routes-and-redirects.md#route-table) in one place, shared by the server (real 404 / 410 / 301) and the
 * client router.
 */
export type PathStatus = { status: 200 } | { status: 301; location: string } | { status: 404 } | { status: 410 }

export const PROPERTY_TYPE_SLUGS = ['chalets', 'apartments', 'appartements', 'villas'] as const
export const COUNTRY_SLUGS = [
  'switzerland',
  'schweiz',
  'france',
  'frankreich',
  'austria',
  'osterreich',
  'oesterreich',
  'italy',
  'italien',
] as const

const seg = '[^/]+'
const type = `(?:${PROPERTY_TYPE_SLUGS.join('|')})`
const country = `(?:${COUNTRY_SLUGS.join('|')})`

/** the sign-up affiliates' landings: an unknown affiliate name is a 404 (docs/product/onboarding.md#signup) */
const affiliate = `(?:${AFFILIATES.map((a) => a.id).join('|')})`

const known: RegExp[] = [
  /^\/$/,
  /^\/search$/,
  /^\/(transfers|about|privacy-policy|terms-and-conditions|package-rate-rules|destinations)$/,
  /^\/(user|fflags|signin|signup|onboarding|oidc-callback|contact|kontakt|enquire-now|save-interest)$/,
  new RegExp(`^/signup/${affiliate}$`, 'i'),
  /^\/admin\/agency-verifications$/,
  new RegExp(`^/legacy/${seg}$`),
  new RegExp(`^/rooms/${seg}/shop-modal$`),
  /^\/hotels(\/inspirationnow)?$/,
  new RegExp(`^/hotels/${seg}(/inspirationnow|/save-interest|/rooms/${seg}(/shop-modal)?)?$`),
  new RegExp(`^/distribution/hotels/${seg}$`),
  /^\/partner(\/.*)?$/,
  new RegExp(`^/join/${seg}$`),
  new RegExp(`^/chat(/${seg})?$`),
  new RegExp(`^/stripe-payments/checkout-sessions/${seg}$`),
  new RegExp(`^/lds(/${seg})?$`),
  /^\/die-luxuriösesten-chalets-der-alpen(\/[^/]+){0,2}$/,
  /^\/(diskretion-sicherheit|luxus-ski-reisen)$/,
  new RegExp(
    `^/${type}/${country}(/${seg}(/${seg}(/(enquire-now|book-now|take-option|save-interest|book-online))?)?)?$`,
  ),
]

const gone = /^\/properties\/[^/]+$/

export function pathStatus(pathname: string): PathStatus {
  const location = findRedirect(pathname)
  if (location) return { status: 301, location }
  const path = normalizePath(pathname)
  if (gone.test(path)) return { status: 410 }
  return known.some((r) => r.test(path)) ? { status: 200 } : { status: 404 }
}
