import { createContext, useContext, type ReactNode } from 'react'
import type { Brand } from '../../domain/brand/brand.ts'

const BrandContext = createContext<Brand | null>(null)

export function BrandProvider({ brand, children }: { brand: Brand; children: ReactNode }) {
  return <BrandContext.Provider value={brand}>{children}</BrandContext.Provider>
}

/** The active brand (host brand, refined by the agency theme once the user is known). */
export function useBrand(): Brand {
  const brand = useContext(BrandContext)
  if (!brand) throw new Error('useBrand must be used inside a BrandProvider')
  return brand
}
