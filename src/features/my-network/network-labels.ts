import type { I18n, MessageDescriptor } from '@lingui/core'
import { msg } from '@lingui/core/macro'
import { INTL_LOCALES } from '#domain/format/format-date.ts'
import type {
  DirectContractStatus,
  ManagerInvitationState,
  NetworkSource,
  ProspectState,
} from '#domain/my-network/types.ts'

/** The words of My network (docs/product/my-network.md#screens). */
export const SOURCE_LABELS: Record<NetworkSource, MessageDescriptor> = {
  interest: msg`From your interests`,
  chat: msg`From your enquiries`,
  added: msg`Added by your agency`,
}

export const DIRECT_CONTRACT_LABELS: Record<DirectContractStatus, MessageDescriptor> = {
  direct: msg`Direct contract`,
  'not-invited': msg`No direct contract yet`,
  invited: msg`Invited to a direct contract`,
  accepted: msg`Invitation accepted`,
}

export const INVITATION_STATE_LABELS: Record<ManagerInvitationState, MessageDescriptor> = {
  sent: msg`Sent`,
  opened: msg`Opened`,
  accepted: msg`Accepted`,
  expired: msg`Expired`,
}

export const PROSPECT_STATE_LABELS: Record<ProspectState, MessageDescriptor> = {
  queued: msg`In the outbox`,
  sent: msg`Mailed`,
  failed: msg`Could not be mailed`,
}

/** A moment in the reader's language and time zone (docs/product/language-and-formatting.md#dates-and-times). */
export function formatMoment(iso: string | number, i18n: I18n): string {
  return new Intl.DateTimeFormat(INTL_LOCALES[i18n.locale === 'de' ? 'de' : 'en'], {
    day: 'numeric',
    month: 'short',
    year: 'numeric',
    hour: '2-digit',
    minute: '2-digit',
    hourCycle: 'h23',
  }).format(new Date(iso))
}
