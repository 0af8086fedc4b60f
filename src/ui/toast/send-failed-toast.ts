import { msg } from '@lingui/core/macro'
import { useLingui } from '@lingui/react'
import { useCallback } from 'react'
import { showToast } from './toast-store.ts'

const FAILED = msg`A problem occured. Please reach us via email or phone`
const OFFLINE = msg`You are offline. Nothing you typed is lost: send it again once you are back online.`

/**
 * The toast of a message form's failed send (the contact forms): the specification's failure text, or, offline,
 * that nothing typed is lost. The form keeps its values either way.
 */
export function useSendFailedToast(): () => void {
  const { i18n } = useLingui()
  return useCallback(() => showToast(i18n._(navigator.onLine ? FAILED : OFFLINE), { tone: 'negative' }), [i18n])
}
