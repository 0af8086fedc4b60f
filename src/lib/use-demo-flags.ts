import { useSyncExternalStore } from 'react'
import type { DemoFlagName, DemoFlags } from './demo-flags.ts'
import { readDemoFlags, setDemoFlag, subscribeToDemoFlags } from './demo-flags.ts'

/** The demo flags of /fflags for components and query keys: `{ displayDemoHotels, displayDemoProperties, setFlag }`. */
export function useDemoFlags(): DemoFlags & { setFlag: (name: DemoFlagName, value: boolean) => void } {
  const flags = useSyncExternalStore(subscribeToDemoFlags, readDemoFlags, readDemoFlags)
  return { ...flags, setFlag: setDemoFlag }
}
