import { useEffect, useRef } from 'react'
import type { AnalyticsEvent } from '#domain/analytics/events.ts'
import { track } from './track.ts'

/** Records `event` once when the component opens (a dialog or page the visitor just clicked to). */
export function useTrackOnce(event: AnalyticsEvent): void {
  const done = useRef(false)
  useEffect(() => {
    if (done.current) return
    done.current = true
    track(event)
    // once per mount: the event of the first render
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [])
}
