/**
 * When a connected account is ready for commission payouts (SPEC §9, docs/product/payments.md#the-payout-step):
 * details submitted and nothing currently due. The payout step's button says 'I'll do it later' until then and
 * 'Ok, Next' after; the step shows Stripe's account management once details are submitted, otherwise its
 * embedded onboarding. Pure: the server computes `ready` with it and the client shows the same rule.
 */
import { dayNumber, toIsoDate } from '../dates/iso-date.ts'

type AccountFacts = {
  details_submitted: boolean
  requirements: { currently_due: readonly string[]; current_deadline?: string | null }
}

export function isAccountReady(account: AccountFacts | null | undefined): boolean {
  return Boolean(account?.details_submitted) && (account?.requirements.currently_due.length ?? 1) === 0
}

/** The payout step's main button: 'later' ("I'll do it later") until the account is ready, then 'next' ("Ok, Next"). */
export function payoutStepButton(account: AccountFacts | null | undefined): 'later' | 'next' {
  return isAccountReady(account) ? 'next' : 'later'
}

/** Which Stripe component the step embeds: account management once details are submitted, else onboarding. */
export function payoutStepPanel(account: AccountFacts | null | undefined): 'onboarding' | 'management' {
  return account?.details_submitted ? 'management' : 'onboarding'
}

/**
 * The outstanding requirements as the step words them: how many items are due and by which day, and whether that
 * day is past; null when nothing is currently due.
 */
export function outstandingRequirements(
  account: AccountFacts | null | undefined,
  today: string,
): { count: number; deadline: string | null; overdue: boolean } | null {
  const due = account?.requirements.currently_due ?? []
  if (due.length === 0) return null
  const at = account?.requirements.current_deadline
  const deadline = at ? toIsoDate(new Date(at)) : null
  return { count: due.length, deadline, overdue: deadline !== null && dayNumber(deadline) < dayNumber(today) }
}
