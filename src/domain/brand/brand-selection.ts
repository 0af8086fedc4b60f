/**
 * Choosing the brand on localhost for demos and tests: `?brand=<id>` selects a brand for the
 * browser tab (the client keeps it in session storage), `?brand=` (empty) goes back to the host's
 * brand. Other hosts ignore the selection: there the host name decides.
 */
import type { Brand } from './brand-types.ts'
import { CONSUMER_BRAND, DEFAULT_BRAND, LOCALHOST_BRAND, hostBrand, isLocalHost, mergeBrand } from './brand.ts'
import { PARTNER_BRANDS } from './partner-brands.ts'

export const BRAND_QUERY_PARAM = 'brand'

export const SELECTABLE_BRAND_IDS: readonly string[] = [
  'localhost',
  'default',
  'consumer',
  'demo',
  ...PARTNER_BRANDS.map((b) => b.id),
]

/** The brand with a selectable id, or null for an unknown id. */
export function selectableBrand(id: string): Brand | null {
  switch (id) {
    case 'localhost':
      return LOCALHOST_BRAND
    case 'default':
      return DEFAULT_BRAND
    case 'consumer':
      return CONSUMER_BRAND
    case 'demo':
      return { ...LOCALHOST_BRAND, id: 'demo', isDemo: true }
  }
  const partner = PARTNER_BRANDS.find((b) => b.id === id)
  return partner ? mergeBrand(DEFAULT_BRAND, { ...partner.overrides, id: partner.id }) : null
}

export type BrandSelectionChange = { kind: 'select'; id: string } | { kind: 'reset' } | { kind: 'none' }

/** What the query string asks for: a known id selects, an empty or unknown value resets. */
export function brandSelectionFromSearch(search: string): BrandSelectionChange {
  const params = new URLSearchParams(search)
  if (!params.has(BRAND_QUERY_PARAM)) return { kind: 'none' }
  const id = (params.get(BRAND_QUERY_PARAM) ?? '').trim().toLowerCase()
  return id && selectableBrand(id) ? { kind: 'select', id } : { kind: 'reset' }
}

/** The brand of a host, honouring a stored selection on localhost only. */
export function hostBrandWithSelection(hostname: string, selectedId: string | null | undefined): Brand {
  if (selectedId && isLocalHost(hostname)) return selectableBrand(selectedId) ?? hostBrand(hostname)
  return hostBrand(hostname)
}
