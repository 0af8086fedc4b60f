import { useEffect, useSyncExternalStore } from 'react'

/**
 * Whether a page already explains a sign-in problem (ProblemNotice is mounted): the chrome's
 * banner then stays away, so the same message never shows twice.
 */
let mounted = 0
const listeners = new Set<() => void>()

function change(delta: number): void {
  mounted += delta
  for (const listener of listeners) listener()
}

export function useRegisterProblemNotice(): void {
  useEffect(() => {
    change(1)
    return () => change(-1)
  }, [])
}

export function useIsProblemNoticeShown(): boolean {
  return useSyncExternalStore(
    (listener) => {
      listeners.add(listener)
      return () => listeners.delete(listener)
    },
    () => mounted > 0,
    () => false,
  )
}
