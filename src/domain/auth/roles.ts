/**
 * Roles and access types (docs/product/sign-in-and-roles.md#roles), shared by the client (guards, menus) and the server
 * (API checks). Pure: no framework imports.
 */
export const ROLES = ['admin', 'agent', 'supervisorAgent', 'amex_lifestyleAgent', 'customer', 'operator'] as const
export type Role = (typeof ROLES)[number]

export const ACCESS_TYPES = ['agentDashboard', 'supervisorAgentDashboard', 'partners', 'default'] as const
export type AccessType = (typeof ACCESS_TYPES)[number]

const ALLOWED: Record<AccessType, readonly Role[]> = {
  agentDashboard: ['admin', 'agent', 'supervisorAgent'],
  supervisorAgentDashboard: ['admin', 'supervisorAgent'],
  partners: ['admin', 'agent', 'supervisorAgent', 'amex_lifestyleAgent'],
  default: ['admin'],
}

export function isRole(value: unknown): value is Role {
  return typeof value === 'string' && (ROLES as readonly string[]).includes(value)
}

/** Whether a user with `role` may open a page of `accessType`; unknown roles are never allowed. */
export function isAllowed(role: string | null | undefined, accessType: AccessType): boolean {
  return isRole(role) && ALLOWED[accessType].includes(role)
}

/** The roles that may open a page of `accessType`. */
export function rolesFor(accessType: AccessType): readonly Role[] {
  return ALLOWED[accessType]
}

/** A member of a hotel's reservation team: `hotelId` set and `hasHotelAccess` (docs/decisions/103-the-hotel-team-in-the-chat.md). */
export function isHotelTeam(user: { hotelId?: string | null; hasHotelAccess?: boolean } | null | undefined): boolean {
  return Boolean(user?.hasHotelAccess && user.hotelId)
}

/**
 * Where "/" sends a signed-in user (docs/product/sign-in-and-roles.md#landing-redirect): a hotel's
 * team to its chat inbox (docs/decisions/111-the-hotel-team-lands-on-chat.md), the hotel search for
 * the roles it allows, the partner dashboard for the other partner roles (the lifestyle agent), the
 * storefront (null) for the rest. An unknown role (not fetched yet) gets /hotels, whose guard decides.
 */
export function startPageFor(
  role: string | null | undefined,
  hotelAccess: { hotelId?: string | null; hasHotelAccess?: boolean } | null = null,
): '/hotels' | '/partner/dashboard' | '/chat' | null {
  if (isHotelTeam(hotelAccess)) return '/chat'
  if (role === undefined || isAllowed(role, 'agentDashboard')) return '/hotels'
  if (isAllowed(role, 'partners')) return '/partner/dashboard'
  return null
}

export function isAdmin(role: string | null | undefined): boolean {
  return role === 'admin'
}

type NamedUser = { firstName?: string | null; lastName?: string | null; email?: string | null }

/** "First Last" when a first name exists, otherwise the e-mail address (or an empty string). */
export function displayName(user: NamedUser): string {
  const first = user.firstName?.trim()
  if (first) return [first, user.lastName?.trim()].filter(Boolean).join(' ')
  return user.email?.trim() ?? ''
}
