import { readdirSync, readFileSync } from 'node:fs'
import path from 'node:path'
import { describe, expect, it } from 'vitest'
import { EventClient } from './devtools-event-client-off.ts'

const FORM_CORE = path.resolve('node_modules/@tanstack/form-core/dist/esm')

describe('the switched-off devtools event client', () => {
  it('has every method TanStack Form calls on its client, each doing nothing', () => {
    const called = new Set<string>()
    for (const file of readdirSync(FORM_CORE).filter((name) => name.endsWith('.js')))
      for (const match of readFileSync(path.join(FORM_CORE, file), 'utf8').matchAll(/formEventClient\.(\w+)/g))
        called.add(match[1]!)
    expect(called.size).toBeGreaterThan(0)
    const client = new EventClient({ pluginId: 'form-devtools' }) as unknown as Record<string, () => unknown>
    for (const method of called) {
      expect(typeof client[method], method).toBe('function')
      expect(() => client[method]!()).not.toThrow()
    }
    expect(typeof client.on!()).toBe('function')
  })
})
