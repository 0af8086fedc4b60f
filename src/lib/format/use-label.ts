import type { MessageDescriptor } from '@lingui/core'
import { useLingui } from '@lingui/react/macro'

/** Resolves a label that is either a message descriptor or a plain string, in the active language. */
export function useLabel(): (label: MessageDescriptor | string) => string {
  const { t } = useLingui()
  return (label) => (typeof label === 'string' ? label : t(label))
}
