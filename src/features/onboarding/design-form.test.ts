import { describe, expect, it } from 'vitest'
import type { DesignValues } from './design-form.ts'
import {
  LOGO_MAX_BYTES,
  checkLogoFile,
  colourInputValue,
  designContrastWarnings,
  initialDesignValues,
  previewTheme,
  toDesignPatch,
  validateDesign,
} from './design-form.ts'

const values = (over: Partial<DesignValues> = {}): DesignValues => ({
  main: '#121f20',
  accentOnMain: '#e5ddc9',
  invertedFont: false,
  colorful: false,
  ...over,
})

describe('designContrastWarnings (WCAG AA, 4.5:1)', () => {
  it.each([
    ['a deep main with a light accent', values(), []],
    ['a deep main with the bronze accent', values({ accentOnMain: '#ab8157' }), []],
    ['a deep main with a burgundy accent (below AA on it)', values({ accentOnMain: '#5a1f2c' }), ['accent-on-main']],
    ['inverted (dark) font on a deep main', values({ invertedFont: true }), ['text-on-main']],
    ['inverted font on a light main', values({ main: '#f5f0e6', invertedFont: true, accentOnMain: '#5a1f2c' }), []],
    ['an accent equal to the main colour', values({ accentOnMain: '#121f20' }), ['accent-on-main']],
    ['colorful with a deep main: fine on the light bar', values({ colorful: true }), []],
    [
      'colorful with a pale main: its text is lost on the light bar',
      values({ main: '#e5ddc9', accentOnMain: '#1b2525', colorful: true }),
      ['main-on-paper'],
    ],
    ['a main colour that is not one yet: nothing to say', values({ main: '#12' }), []],
    ['an accent that is not one yet: only the text check', values({ accentOnMain: 'gold' }), []],
  ])('%s', (_case, input, expected) => {
    expect(designContrastWarnings(input)).toEqual(expected)
  })
})

describe('checkLogoFile', () => {
  it.each([
    ['a PNG', { type: 'image/png', size: 20_000 }, null],
    ['a JPEG', { type: 'image/jpeg', size: 20_000 }, null],
    ['a WebP', { type: 'image/webp', size: 20_000 }, null],
    ['an SVG', { type: 'image/svg+xml', size: 3_000 }, null],
    ['exactly 1 MB', { type: 'image/png', size: LOGO_MAX_BYTES }, null],
    ['over 1 MB', { type: 'image/png', size: LOGO_MAX_BYTES + 1 }, 'The logo may be at most 1 MB'],
    ['a GIF', { type: 'image/gif', size: 1_000 }, 'Please upload a PNG, JPEG, WebP or SVG image'],
    ['a PDF', { type: 'application/pdf', size: 1_000 }, 'Please upload a PNG, JPEG, WebP or SVG image'],
    ['no type', { type: '', size: 1_000 }, 'Please upload a PNG, JPEG, WebP or SVG image'],
  ])('%s', (_case, file, expected) => {
    expect(checkLogoFile(file)).toBe(expected)
  })
})

describe('the design values', () => {
  it('start from the draft, else the agency design, else the default colours', () => {
    expect(initialDesignValues(undefined, null)).toEqual(values({ main: '#122020', accentOnMain: '#ab8157' }))
    expect(initialDesignValues(undefined, { colors: { main: '#5a1f2c' }, theme: 'colorful' })).toMatchObject({
      main: '#5a1f2c',
      colorful: true,
    })
    expect(
      initialDesignValues(
        { colors: { main: '#000000' }, theme: 'plain' },
        { colors: { main: '#5a1f2c' }, theme: 'colorful' },
      ),
    ).toMatchObject({ main: '#000000', colorful: false })
  })

  it('become the PATCH body, trimmed', () => {
    expect(toDesignPatch(values({ main: ' #5a1f2c ', colorful: true }))).toEqual({
      corporateDesign: { colors: { main: '#5a1f2c', accentOnMain: '#e5ddc9', invertedFont: false }, theme: 'colorful' },
    })
  })

  it('need two colours', () => {
    expect(validateDesign({ value: values() })).toBeUndefined()
    expect(validateDesign({ value: values({ main: 'blue-ish', accentOnMain: '' }) })?.fields).toEqual({
      main: 'Please choose a colour such as #1b2525',
      accentOnMain: 'Please choose a colour such as #1b2525',
    })
  })

  it('theme the preview like the app', () => {
    const { style, colorful } = previewTheme(values({ main: '#5a1f2c', colorful: true }))
    expect(style).toMatchObject({ '--color-main': 'rgb(90, 31, 44)' })
    expect(colorful).toBe(true)
    expect(colourInputValue('rgb(90, 31, 44)')).toBe('#5a1f2c')
    expect(colourInputValue('nope')).toBe('#000000')
  })
})
