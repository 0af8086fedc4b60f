/**
 * The state of a hotel manager's invitation to a direct contract (docs/product/my-network.md#states). Pure: the
 * server answers it, the client shows it, with the same rule.
 *
 * - accepted: the manager accepted (final, whatever the time);
 * - expired: not accepted before `expiresAt`;
 * - opened: the link's landing page was opened;
 * - sent: issued (mailed through the outbox, or copied by the agent).
 */
import type { ManagerInvitationState } from './types.ts'

type Times = { openedAt: Date | string | null; acceptedAt: Date | string | null; expiresAt: Date | string }

const ms = (t: Date | string) => (typeof t === 'string' ? Date.parse(t) : t.getTime())

export function managerInvitationState(row: Times, now: number): ManagerInvitationState {
  if (row.acceptedAt) return 'accepted'
  if (ms(row.expiresAt) <= now) return 'expired'
  return row.openedAt ? 'opened' : 'sent'
}

/** The landing may record 'opened' or 'accepted' only while the invitation is open. */
export function isOpenInvitation(state: ManagerInvitationState): boolean {
  return state === 'sent' || state === 'opened'
}
