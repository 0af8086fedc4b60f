// @vitest-environment jsdom
import { beforeEach, describe, expect, it, vi } from 'vitest'
import type { SelectionContext } from '#domain/hotels/selection.ts'
import { addRoomOffers, emptySelection, markSaved, selectionStorageKey } from '#domain/hotels/selection.ts'
import { dropOtherSelections, readSelection, subscribeToSelection, writeSelection } from './selection-storage.ts'

const A: SelectionContext = {
  hotelId: 'a'.repeat(24),
  checkInDate: '2027-01-09',
  checkOutDate: '2027-01-16',
  paymentProfile: 'ClientPays',
}
const B: SelectionContext = { ...A, hotelId: 'b'.repeat(24) }
const offer = {
  ratePlanId: 'c'.repeat(24),
  rateName: 'Flexible',
  rateDescription: '',
  currency: 'EUR',
  averageNightlyPrice: 500,
  priceTotal: 3500,
  commissionLevelForPartner: 10,
  isRefundable: true,
  requestedBedConfiguration: null,
}
const withRoom = (c: SelectionContext) =>
  addRoomOffers(emptySelection(c), { roomId: 'd'.repeat(24), roomName: 'Suite' }, [
    { key: 'k', numAdults: 2, numChildren: 0, childrenAges: [], offer },
  ])

beforeEach(() => localStorage.clear())

describe('the selection in local storage', () => {
  it('is read back for the same hotel, period and payment profile only', () => {
    writeSelection(withRoom(A))
    expect(readSelection(A)?.rooms[0]?.roomName).toBe('Suite')
    expect(readSelection({ ...A, checkOutDate: '2027-01-17' })).toBeNull()
    expect(readSelection({ ...A, paymentProfile: 'AgencyPaysStandAloneRate' })).toBeNull()
  })

  it('keeps one selection: writing for another hotel drops the first', () => {
    writeSelection(withRoom(A))
    writeSelection(withRoom(B))
    expect(localStorage.getItem(selectionStorageKey(A))).toBeNull()
    expect(readSelection(B)).not.toBeNull()
  })

  it('dropOtherSelections keeps only the given key and leaves other storage alone', () => {
    writeSelection(withRoom(A))
    localStorage.setItem(selectionStorageKey(B), '{}')
    localStorage.setItem('lang', 'de')
    dropOtherSelections(selectionStorageKey(B))
    expect(localStorage.getItem(selectionStorageKey(A))).toBeNull()
    expect(localStorage.getItem(selectionStorageKey(B))).toBe('{}')
    expect(localStorage.getItem('lang')).toBe('de')
  })

  it.each([
    ['an empty selection is removed', emptySelection(A), false],
    ['an empty but saved one is kept (See on Dashboard)', markSaved(emptySelection(A), 'e'.repeat(24)), true],
  ])('%s', (_, selection, kept) => {
    writeSelection(withRoom(A))
    writeSelection(selection)
    expect(localStorage.getItem(selectionStorageKey(A)) !== null).toBe(kept)
  })

  it('tells this tab and other tabs about a change', () => {
    const listener = vi.fn()
    const stop = subscribeToSelection(listener)
    writeSelection(withRoom(A))
    expect(listener).toHaveBeenCalled()
    listener.mockClear()
    window.dispatchEvent(new StorageEvent('storage', { key: selectionStorageKey(B) }))
    window.dispatchEvent(new StorageEvent('storage', { key: 'lang' }))
    expect(listener).toHaveBeenCalledTimes(1)
    stop()
    writeSelection(withRoom(B))
    expect(listener).toHaveBeenCalledTimes(1)
  })
})
