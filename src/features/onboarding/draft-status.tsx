import { Trans } from '@lingui/react/macro'
import type { DraftStatus } from './use-draft-sync.ts'

/** The discreet live line under the steps: where the draft is. */
export function DraftStatusLine({ status }: { status: DraftStatus }) {
  return (
    <p className="onboarding__draft-status" role="status" aria-live="polite">
      {status === 'saved' ? <Trans>Draft saved</Trans> : null}
      {status === 'local' ? <Trans>Saved on this device — will sync when online</Trans> : null}
    </p>
  )
}
