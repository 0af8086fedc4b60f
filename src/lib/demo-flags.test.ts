// @vitest-environment jsdom
import { afterEach, describe, expect, it } from 'vitest'
import { demoFlagDefault, readDemoFlags, resetDemoFlagsCache, setDemoFlag } from './demo-flags.ts'

afterEach(() => resetDemoFlagsCache())

describe('demo flags', () => {
  it('default to on in development, demo and on demo. hosts', () => {
    expect(demoFlagDefault('development', 'localhost')).toBe(true)
    expect(demoFlagDefault('demo', 'lds.travel')).toBe(true)
    expect(demoFlagDefault('production', 'demo.lds.travel')).toBe(true)
    expect(demoFlagDefault('production', 'lds.travel')).toBe(false)
  })

  it('are kept in session storage', () => {
    expect(readDemoFlags()).toEqual({ displayDemoHotels: false, displayDemoProperties: false })
    setDemoFlag('displayDemoHotels', true)
    expect(sessionStorage.getItem('lds.flags.display-demo-hotels')).toBe('true')
    resetDemoFlagsCache()
    expect(readDemoFlags()).toEqual({ displayDemoHotels: true, displayDemoProperties: false })
  })
})
