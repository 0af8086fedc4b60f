/**
 * The drafts of the booking wizard and the property interest form in the tab's session storage
 * (docs/product/leads.md#booking-wizard): what the agent typed survives a failed submit, closing the
 * dialog and a reload, until the lead is saved. Kept per form, user and property (another agent
 * signing in on the same tab does not see it); sign-out removes them (src/lib/signed-in-storage.ts).
 * The card number and the CVV are never written: they are dropped here, whatever the caller passes.
 */
import { LEAD_DRAFT_PREFIX } from '#lib/signed-in-storage.ts'

/** Fields never kept in a draft. */
export const NEVER_STORED = ['ccNumber', 'ccCvv'] as const

const key = (scope: string) => `${LEAD_DRAFT_PREFIX}${scope}`

function storage(): Storage | null {
  try {
    return typeof window === 'undefined' ? null : window.sessionStorage
  } catch {
    return null
  }
}

/** The stored draft over `empty`: only known fields of the same type; never a card number or CVV. */
export function readLeadDraft<T extends Record<string, string | boolean>>(scope: string, empty: T): T {
  try {
    const stored = JSON.parse(storage()?.getItem(key(scope)) ?? 'null') as Record<string, unknown> | null
    if (!stored || typeof stored !== 'object') return empty
    const values: Record<string, string | boolean> = { ...empty }
    for (const name of Object.keys(empty)) {
      if ((NEVER_STORED as readonly string[]).includes(name)) continue
      const value = stored[name]
      if (typeof value === typeof empty[name]) values[name] = value as string | boolean
    }
    return values as T
  } catch {
    return empty
  }
}

export function writeLeadDraft(scope: string, values: Record<string, unknown>): void {
  const kept: Record<string, unknown> = { ...values }
  for (const name of NEVER_STORED) delete kept[name]
  try {
    storage()?.setItem(key(scope), JSON.stringify(kept))
  } catch {
    // a full or blocked storage: the draft stays in the open form
  }
}

export function clearLeadDraft(scope: string): void {
  storage()?.removeItem(key(scope))
}
