import { createContext, useContext, type ReactNode } from 'react'
import type { Brand } from '#domain/brand/brand-types.ts'

/**
 * What the agency theme still waits for: the signed-in user ('Loading user...'), then the user's
 * agency ('Loading travel agency...'); null once it is known or when there is no signed-in user.
 */
export type ThemePendingFor = 'user' | 'agency' | null

type BrandContextValue = { brand: Brand; pendingFor: ThemePendingFor }

const BrandContext = createContext<BrandContextValue | null>(null)

/** `pendingFor`: what a signed-in user's agency theme still waits for (the user, then the agency). */
export function BrandProvider({
  brand,
  pendingFor = null,
  children,
}: {
  brand: Brand
  pendingFor?: ThemePendingFor
  children: ReactNode
}) {
  return <BrandContext.Provider value={{ brand, pendingFor }}>{children}</BrandContext.Provider>
}

function useBrandContext(): BrandContextValue {
  const value = useContext(BrandContext)
  if (!value) throw new Error('useBrand must be used within a BrandProvider')
  return value
}

/** The active brand (host brand, refined by the agency theme once the user is known). */
export function useBrand(): Brand {
  return useBrandContext().brand
}

/** Whether the agency theme of a signed-in user is still loading. */
export function useIsThemePending(): boolean {
  return useBrandContext().pendingFor !== null
}

/** What the agency theme still waits for: the shell says 'Loading user...' or 'Loading travel agency...'. */
export function useThemePendingFor(): ThemePendingFor {
  return useBrandContext().pendingFor
}
