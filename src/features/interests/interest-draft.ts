/**
 * The save-interest form's draft in session storage (docs/product/hotels.md#offline): what the
 * agent typed survives a failed or offline attempt, closing the dialog and a reload of the tab,
 * until the interest is saved. Kept per user and hotel (`scope`): another agent signing in on the
 * same tab does not see it; never in local storage (client data).
 */
import { INTEREST_DRAFT_PREFIX } from '#lib/signed-in-storage.ts'
import type { InterestFormValues } from './interest-form.ts'
import { EMPTY_INTEREST_FORM } from './interest-form.ts'

const key = (scope: string) => `${INTEREST_DRAFT_PREFIX}${scope}`

function storage(): Storage | null {
  try {
    return typeof window === 'undefined' ? null : window.sessionStorage
  } catch {
    return null
  }
}

export function readInterestDraft(scope: string): InterestFormValues {
  try {
    const stored = JSON.parse(storage()?.getItem(key(scope)) ?? 'null') as Partial<
      Record<keyof InterestFormValues, unknown>
    > | null
    if (!stored || typeof stored !== 'object') return EMPTY_INTEREST_FORM
    const values = { ...EMPTY_INTEREST_FORM }
    for (const name of Object.keys(values) as (keyof InterestFormValues)[]) {
      const value = stored[name]
      if (typeof value === 'string') values[name] = value
    }
    return values
  } catch {
    return EMPTY_INTEREST_FORM
  }
}

export function writeInterestDraft(scope: string, values: InterestFormValues): void {
  try {
    storage()?.setItem(key(scope), JSON.stringify(values))
  } catch {
    // a full or blocked storage: the draft stays in the open form
  }
}

export function clearInterestDraft(scope: string): void {
  storage()?.removeItem(key(scope))
}
