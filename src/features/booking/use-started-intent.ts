import { useState } from 'react'
import type { LeadIntent } from '#domain/leads/lead-status.ts'

/**
 * The intent the wizard started with for this lead: the lead is fetched again after a send, and its
 * new status (an option booked: confirmedBooking) must not turn the booking the agent just sent into
 * a change request under their eyes (title, button and success text would all change).
 */
export function useStartedIntent(leadId: string | null, current: LeadIntent | null): LeadIntent | null {
  const [started, setStarted] = useState<{ leadId: string | null; intent: LeadIntent } | null>(null)
  if (current !== null && (started === null || started.leadId !== leadId)) {
    setStarted({ leadId, intent: current }) // stored while rendering: React renders again at once
    return current
  }
  return started?.leadId === leadId ? started.intent : current
}
