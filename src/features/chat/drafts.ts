/**
 * The composer's draft per channel and user in local storage (docs/product/chat.md#client):
 * kept across reloads, removed when the message is sent (an empty draft removes the key) and at
 * sign-out (the 'lds.chat-' prefix, src/lib/signed-in-storage.ts).
 */
import { useCallback, useState } from 'react'
import { CHAT_STORAGE_PREFIX } from '#lib/signed-in-storage.ts'
import { currentUserKey } from './chat-viewer.ts'

export const draftKey = (userKey: string, cid: string) => `${CHAT_STORAGE_PREFIX}draft:${userKey}:${cid}`

export function readDraft(cid: string): string {
  const user = currentUserKey()
  if (!user) return ''
  try {
    return localStorage.getItem(draftKey(user, cid)) ?? ''
  } catch {
    return ''
  }
}

export function writeDraft(cid: string, text: string): void {
  const user = currentUserKey()
  if (!user) return
  try {
    if (text) localStorage.setItem(draftKey(user, cid), text)
    else localStorage.removeItem(draftKey(user, cid))
  } catch {
    // storage full or disabled: the draft lives as long as the screen
  }
}

export function useDraft(cid: string): [string, (text: string) => void] {
  const [state, setState] = useState(() => ({ cid, text: readDraft(cid) }))
  // another channel: its own draft (set during render, React's pattern for state derived from a prop)
  const current = state.cid === cid ? state : { cid, text: readDraft(cid) }
  if (current !== state) setState(current)
  const setDraft = useCallback(
    (text: string) => {
      writeDraft(cid, text)
      setState({ cid, text })
    },
    [cid],
  )
  return [current.text, setDraft]
}
