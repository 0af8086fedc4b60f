import { useCallback, useEffect, useRef, useState } from 'react'
import type { OnboardingDraftValues, OnboardingStepId } from '#domain/onboarding/types.ts'
import type { LocalDraft } from './draft.ts'
import { readLocalDraft, writeLocalDraft } from './draft.ts'
import { putOnboardingDraft } from './mutations.ts'

/** How long typing rests before the draft goes to the server. */
export const DRAFT_DEBOUNCE_MS = 500

/** 'saved': the server has it; 'local': kept on this device until the connection is back. */
export type DraftStatus = 'idle' | 'saved' | 'local'

/**
 * Saves the onboarding draft as it is typed (docs/product/onboarding.md#steps): at once to local storage, and
 * ~500 ms after the last change to the server (PUT /api/onboarding/draft). A draft the server has not got (offline,
 * or from an earlier visit) is sent when the browser is online again.
 */
export function useDraftSync(userId: string, initial: LocalDraft | null) {
  const [status, setStatus] = useState<DraftStatus>('idle')
  const timer = useRef<ReturnType<typeof setTimeout> | null>(null)
  // every local write counts up: an answer for an older draft does not mark a newer one as synced
  const version = useRef(0)

  const push = useCallback(() => {
    const draft = readLocalDraft(localStorage, userId)
    if (!draft || draft.synced) return
    const sent = version.current
    putOnboardingDraft(draft).then(
      (answer) => {
        if (version.current === sent)
          writeLocalDraft(localStorage, userId, {
            ...draft,
            updatedAt: answer?.updatedAt ?? draft.updatedAt,
            synced: true,
          })
        setStatus('saved')
      },
      () => setStatus('local'),
    )
  }, [userId])

  const save = useCallback(
    (step: OnboardingStepId, values: OnboardingDraftValues) => {
      version.current += 1
      writeLocalDraft(localStorage, userId, { step, values, updatedAt: new Date().toISOString(), synced: false })
      if (timer.current) clearTimeout(timer.current)
      if (!navigator.onLine) {
        setStatus('local')
        return
      }
      timer.current = setTimeout(push, DRAFT_DEBOUNCE_MS)
    },
    [userId, push],
  )

  const [start] = useState(initial)
  useEffect(() => {
    // the server's draft won (newer, e.g. from another device): this device's older one must not be sent later
    if (start?.synced) writeLocalDraft(localStorage, userId, start)
    // the newer draft of this device, not yet on the server: it goes there now (or once online)
    else if (start && navigator.onLine) push()
    window.addEventListener('online', push)
    return () => {
      window.removeEventListener('online', push)
      if (timer.current) clearTimeout(timer.current)
    }
  }, [push, start, userId])

  return { status, save }
}
