import { createContext, useContext, type ReactNode } from 'react'
import type { Brand } from '#domain/brand/brand-types.ts'

type BrandContextValue = { brand: Brand; isThemePending: boolean }

const BrandContext = createContext<BrandContextValue | null>(null)

/** `isThemePending`: a signed-in user's agency theme is not known yet ('Loading travel agency...'). */
export function BrandProvider({
  brand,
  isThemePending = false,
  children,
}: {
  brand: Brand
  isThemePending?: boolean
  children: ReactNode
}) {
  return <BrandContext.Provider value={{ brand, isThemePending }}>{children}</BrandContext.Provider>
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
  return useBrandContext().isThemePending
}
