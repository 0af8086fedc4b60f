import { describe, expect, it } from 'vitest'
import {
  BLACK,
  WHITE,
  contrastRatio,
  deriveColors,
  formatHex,
  formatRgb,
  isValidColor,
  mix,
  parseColor,
} from './colors.ts'
import { THEME_VARIABLES, themeCssVariables } from './css-variables.ts'
import { DEFAULT_COLORS } from '../brand/brand.ts'

describe('parseColor', () => {
  it('reads hex, short hex, rgb() and rgba()', () => {
    expect(parseColor('#ab8157')).toEqual({ r: 171, g: 129, b: 87 })
    expect(parseColor('#FFF')).toEqual({ r: 255, g: 255, b: 255 })
    expect(parseColor('rgb(18,32,32)')).toEqual({ r: 18, g: 32, b: 32 })
    expect(parseColor(' rgb( 18 , 32 , 32 ) ')).toEqual({ r: 18, g: 32, b: 32 })
    expect(parseColor('rgba(18, 32, 32, 0.5)')).toEqual({ r: 18, g: 32, b: 32 })
    expect(parseColor('rgb(18 32 32)')).toEqual({ r: 18, g: 32, b: 32 })
  })

  it('rejects anything else', () => {
    for (const value of [
      '',
      'red',
      '#12',
      '#12345',
      '#gggggg',
      'rgb(300,0,0)',
      'rgb(1,2)',
      'hsl(0, 0%, 0%)',
      null,
      42,
      undefined,
    ]) {
      expect(parseColor(value)).toBeNull()
      expect(isValidColor(value)).toBe(false)
    }
  })
})

describe('mix and format', () => {
  it('mixes by the weight of the second colour', () => {
    expect(mix({ r: 0, g: 0, b: 0 }, WHITE, 0.4)).toEqual({ r: 102, g: 102, b: 102 })
    expect(mix({ r: 200, g: 100, b: 50 }, BLACK, 0.5)).toEqual({ r: 100, g: 50, b: 25 })
    expect(mix(WHITE, BLACK, 0)).toEqual(WHITE)
    expect(mix(WHITE, BLACK, 2)).toEqual(BLACK)
  })

  it('formats rgb() and hex', () => {
    expect(formatRgb({ r: 18, g: 32, b: 32 })).toBe('rgb(18, 32, 32)')
    expect(formatHex({ r: 171, g: 129, b: 87 })).toBe('#ab8157')
  })

  it('computes the WCAG contrast ratio', () => {
    expect(contrastRatio(WHITE, BLACK)).toBeCloseTo(21, 5)
    expect(contrastRatio(WHITE, WHITE)).toBe(1)
  })
})

describe('deriveColors', () => {
  it('derives light1 (40% white), light2 (90% white) and hover (50% black) from main', () => {
    expect(deriveColors('rgb(18,32,32)', DEFAULT_COLORS.main)).toEqual({
      main: 'rgb(18, 32, 32)',
      light1: 'rgb(113, 121, 121)',
      light2: 'rgb(231, 233, 233)',
      hover: 'rgb(9, 16, 16)',
    })
    expect(deriveColors('#0b3d5c', DEFAULT_COLORS.main)).toEqual({
      main: 'rgb(11, 61, 92)',
      light1: 'rgb(109, 139, 157)',
      light2: 'rgb(231, 236, 239)',
      hover: 'rgb(6, 31, 46)',
    })
  })

  it('falls back to the default main colour when main is invalid', () => {
    expect(deriveColors('not a colour', DEFAULT_COLORS.main).main).toBe('rgb(18, 32, 32)')
    expect(deriveColors(undefined, DEFAULT_COLORS.main).main).toBe('rgb(18, 32, 32)')
  })
})

describe('themeCssVariables', () => {
  it('writes every theme variable with a valid colour', () => {
    const vars = themeCssVariables(DEFAULT_COLORS)
    expect(Object.keys(vars).sort()).toEqual([...THEME_VARIABLES].sort())
    for (const value of Object.values(vars)) expect(value).toMatch(/^(rgb\(|rgba\(|#)/)
    expect(vars['--color-main']).toBe('rgb(18, 32, 32)')
    expect(vars['--color-light1']).toBe('rgb(171, 129, 87)')
    expect(vars['--color-price']).toBe('rgb(76, 76, 76)')
  })

  it('uses light text on a dark main colour and dark text on a light or inverted one', () => {
    expect(themeCssVariables(DEFAULT_COLORS)['--color-on-main']).toBe('rgb(244, 239, 228)')
    expect(themeCssVariables({ ...DEFAULT_COLORS, main: '#f5f0e6' })['--color-on-main']).toBe('rgb(27, 37, 37)')
    expect(themeCssVariables({ ...DEFAULT_COLORS, invertedFont: true })['--color-on-main']).toBe('rgb(27, 37, 37)')
  })

  it('darkens the accent until it reads on paper (WCAG AA)', () => {
    const accent = parseColor(themeCssVariables({ ...DEFAULT_COLORS, light1: '#f0e0a0' })['--color-accent-text'])
    expect(accent).not.toBeNull()
    expect(contrastRatio(accent!, { r: 250, g: 248, b: 243 })).toBeGreaterThanOrEqual(4.5)
  })
})
