/**
 * The agency an admin acts for (docs/product/sign-in-and-roles.md#acting-for-an-agency): kept in session storage (per
 * tab), sent on every API call as X-Acting-Travel-Agency. The server ignores the header for everyone but admins.
 */
const ACTING_AGENCY_HEADER = 'X-Acting-Travel-Agency'
const STORAGE_KEY = 'lds.acting-travel-agency'

type Listener = () => void
const listeners = new Set<Listener>()

export function readActingAgencyId(): string | null {
  try {
    return sessionStorage.getItem(STORAGE_KEY) || null
  } catch {
    return null
  }
}

/** null acts for the admin's own agency again. */
export function setActingAgencyId(id: string | null): void {
  if (readActingAgencyId() === id) return
  try {
    if (id) sessionStorage.setItem(STORAGE_KEY, id)
    else sessionStorage.removeItem(STORAGE_KEY)
  } catch {
    // storage disabled: the choice cannot be kept
  }
  for (const listener of listeners) listener()
}

export function subscribeToActingAgency(listener: Listener): () => void {
  listeners.add(listener)
  return () => listeners.delete(listener)
}

/** The headers the API client adds to every call. */
export function actingAgencyHeaders(): Record<string, string> {
  const id = readActingAgencyId()
  return id ? { [ACTING_AGENCY_HEADER]: id } : {}
}
