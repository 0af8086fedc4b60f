import { isAllowed } from '#domain/auth/roles.ts'
import { useAuth } from './auth-context.tsx'

/**
 * True when the signed-in user's role is known and is not a partner role (customer, operator): the
 * API refuses them rates, availability and interests (server/auth/require-access.ts), so the hotel
 * page does not ask and says why (docs/product/hotels.md#rooms). False while signed out or while the
 * role is not known yet (the 403 answer then tells the same).
 */
export function useRatesRefused(): boolean {
  const { user } = useAuth()
  return user !== undefined && !isAllowed(user.role, 'partners')
}
