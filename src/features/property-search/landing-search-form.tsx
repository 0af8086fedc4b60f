import { useState } from 'react'
import { loadSearchFilter } from './filter-storage.ts'
import { PropertySearchForm } from './property-search-form.tsx'

/** The landing's row form, starting from the saved filter (docs/product/storefront-search.md#form-fields). */
export function LandingSearchForm() {
  const [filter] = useState(() => loadSearchFilter())
  return <PropertySearchForm initialFilter={filter} variant="row" />
}
