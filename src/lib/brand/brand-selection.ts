/**
 * The brand choice on localhost (for demos and tests): `?brand=<id>` keeps the brand for this tab
 * in session storage, `?brand=` (empty or unknown) goes back to the host's brand. See
 * src/domain/brand/brand-selection.ts for the ids.
 */
import type { Brand } from '#domain/brand/brand-types.ts'
import { isLocalHost } from '#domain/brand/brand.ts'
import { brandSelectionFromSearch, hostBrandWithSelection } from '#domain/brand/brand-selection.ts'

const STORAGE_KEY = 'lds.brand'

function read(): string | null {
  try {
    return sessionStorage.getItem(STORAGE_KEY)
  } catch {
    return null
  }
}

function write(id: string | null): void {
  try {
    if (id) sessionStorage.setItem(STORAGE_KEY, id)
    else sessionStorage.removeItem(STORAGE_KEY)
  } catch {
    // storage disabled: the selection lasts for this page only
  }
}

/** Boot: applies `?brand=` on localhost and answers the host brand of this tab. */
export function initialHostBrand(location: Pick<Location, 'hostname' | 'search'> = window.location): Brand {
  let selected = read()
  if (isLocalHost(location.hostname)) {
    const change = brandSelectionFromSearch(location.search)
    if (change.kind === 'select') selected = change.id
    if (change.kind === 'reset') selected = null
    if (change.kind !== 'none') write(selected)
  }
  return hostBrandWithSelection(location.hostname, selected)
}
