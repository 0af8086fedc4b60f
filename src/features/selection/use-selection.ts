import { useCallback, useEffect, useMemo, useSyncExternalStore } from 'react'
import type { HotelPageSearch } from '#domain/hotels/hotel-page-search.ts'
import { pagePeriod } from '#domain/hotels/hotel-page-search.ts'
import type { Selection, SelectionContext } from '#domain/hotels/selection.ts'
import { emptySelection, parseStoredSelection, selectionStorageKey } from '#domain/hotels/selection.ts'
import type { PaymentProfile } from '#domain/hotels/types.ts'
import { useBrand, useIsThemePending } from '#lib/brand/brand-context.tsx'
import {
  dropOtherSelections,
  readSelection,
  readSelectionText,
  subscribeToSelection,
  writeSelection,
} from './selection-storage.ts'

/** The page's payment profile, else the theme's default. */
export function usePaymentProfile(search: HotelPageSearch): PaymentProfile {
  const brand = useBrand()
  return search.paymentProfile ?? brand.paymentProfile.default
}

/** The selection's context from the hotel page's address; null without a period. */
export function useSelectionContext(hotelId: string, search: HotelPageSearch): SelectionContext | null {
  const paymentProfile = usePaymentProfile(search)
  const period = pagePeriod(search)
  const checkInDate = period?.checkInDate
  const checkOutDate = period?.checkOutDate
  return useMemo(
    () => (checkInDate && checkOutDate ? { hotelId, checkInDate, checkOutDate, paymentProfile } : null),
    [hotelId, checkInDate, checkOutDate, paymentProfile],
  )
}

export type HotelSelection = {
  /** null without a period, and before the page has read the storage (server render, first paint) */
  selection: Selection | null
  update: (change: (s: Selection) => Selection) => void
}

/**
 * The selection (cart) of the hotel page (docs/product/hotels.md#selection): read from local
 * storage after mount, kept per hotel, period and payment profile; a selection of another hotel,
 * period or profile is dropped once the agency theme (and with it the default profile) is known.
 */
export function useHotelSelection(hotelId: string, search: HotelPageSearch): HotelSelection {
  const context = useSelectionContext(hotelId, search)
  const themePending = useIsThemePending()
  const text = useSyncExternalStore(
    subscribeToSelection,
    () => (context ? readSelectionText(context) : null),
    () => undefined,
  )
  const key = context ? selectionStorageKey(context) : null
  useEffect(() => {
    if (key && !themePending) dropOtherSelections(key)
  }, [key, themePending])
  const selection = useMemo(() => {
    if (!context || text === undefined) return null
    return parseStoredSelection(text, context) ?? emptySelection(context)
  }, [context, text])
  const update = useCallback(
    (change: (s: Selection) => Selection) => {
      if (!context) return
      writeSelection(change(readSelection(context) ?? emptySelection(context)))
    },
    [context],
  )
  return { selection, update }
}
