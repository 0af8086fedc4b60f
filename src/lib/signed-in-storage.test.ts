// @vitest-environment jsdom
import { afterEach, describe, expect, it } from 'vitest'
import {
  clearSignedInStorage,
  INTEREST_DRAFT_PREFIX,
  INTEREST_KEY_PREFIX,
  LEAD_DRAFT_PREFIX,
} from './signed-in-storage.ts'

describe('clearSignedInStorage', () => {
  afterEach(() => {
    sessionStorage.clear()
    localStorage.clear()
  })

  it('removes the interest drafts, their keys, the property lead drafts, the hotel selection and the chat’s drafts and stream position, and nothing else', () => {
    sessionStorage.setItem(`${INTEREST_DRAFT_PREFIX}u1:h1`, '{"clientFirstName":"Anna"}')
    sessionStorage.setItem(`${LEAD_DRAFT_PREFIX}book-now:u1:p1`, '{"firstName":"Anna"}')
    sessionStorage.setItem(`${INTEREST_KEY_PREFIX}u1:h1`, '{}')
    sessionStorage.setItem('lds.acting-travel-agency', 'a1')
    sessionStorage.setItem('lds.chat-last-event-id', '42')
    sessionStorage.setItem('lds.chat-enquiry-key:h1', '{}')
    localStorage.setItem('lds.chat-draft:u1:c1', 'Dear reservations team')
    localStorage.setItem('lds.hotel-selection:h1:2027-01-09:2027-01-16:ClientPays', '{}')
    localStorage.setItem('lds.hotel-search-filter', '{}')
    clearSignedInStorage()
    expect(Object.keys({ ...sessionStorage })).toEqual(['lds.acting-travel-agency'])
    expect(Object.keys({ ...localStorage })).toEqual(['lds.hotel-search-filter'])
  })
})
