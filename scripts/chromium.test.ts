import { describe, expect, it } from 'vitest'
import { BROWSER_UI_FEATURES, CHROMIUM_FLAGS, chromeLauncherFlags, withDisabledFeatures } from './chromium.mjs'

const disableFlags = (flags: readonly string[]) => flags.filter((flag) => flag.startsWith('--disable-features='))

describe('withDisabledFeatures', () => {
  it.each([
    { name: 'no list yet', flags: ['--headless'], features: ['A'], expected: ['--headless', '--disable-features=A'] },
    {
      name: "the launcher's list kept",
      flags: ['--disable-features=X,Y', '--headless'],
      features: ['A'],
      expected: ['--headless', '--disable-features=X,Y,A'],
    },
    {
      name: 'two lists merged into one',
      flags: ['--disable-features=X', '--no-sandbox', '--disable-features=Y'],
      features: ['A', 'B'],
      expected: ['--no-sandbox', '--disable-features=X,Y,A,B'],
    },
    {
      name: 'a feature named twice once',
      flags: ['--disable-features=A,X'],
      features: ['A'],
      expected: ['--disable-features=A,X'],
    },
    {
      name: 'an empty list ignored',
      flags: ['--disable-features='],
      features: ['A'],
      expected: ['--disable-features=A'],
    },
  ])('$name', ({ flags, features, expected }) => {
    expect(withDisabledFeatures(flags, features)).toEqual(expected)
  })

  it('leaves the flags it was given as they were', () => {
    const flags = ['--disable-features=X']
    withDisabledFeatures(flags, ['A'])
    expect(flags).toEqual(['--disable-features=X'])
  })
})

describe("Lighthouse's browser flags", () => {
  const launcher = ['--disable-features=Translate,OptimizationHints', '--disable-extensions', '--mute-audio']
  const flags = chromeLauncherFlags(launcher)

  it("keep chrome-launcher's own flags and every project flag", () => {
    expect(flags).toEqual(expect.arrayContaining(['--disable-extensions', '--mute-audio', ...CHROMIUM_FLAGS]))
  })

  it("end with one --disable-features (Chromium reads only the last) naming the launcher's and the browser UI's features", () => {
    expect(disableFlags(flags)).toHaveLength(1)
    expect(flags.at(-1)).toBe(`--disable-features=Translate,OptimizationHints,${BROWSER_UI_FEATURES.join(',')}`)
  })
})
