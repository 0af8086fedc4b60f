import { describe, expect, it } from 'vitest'
import { colourContrast, isBelowAA } from './contrast.ts'

describe('colour contrast', () => {
  it.each<[string, string, boolean]>([
    ['#ffffff', '#000000', false],
    ['#ffffff', '#1b2525', false],
    ['#ffffff', '#c8a96a', true],
    ['#777777', '#ffffff', true],
    ['#595959', '#ffffff', false],
    ['not a colour', '#ffffff', false],
  ])('%s on %s below AA: %s', (fg, bg, below) => expect(isBelowAA(fg, bg)).toBe(below))

  it('black on white is 21:1', () => expect(colourContrast('#000', '#fff')).toBeCloseTo(21, 5))
  it('a missing colour has no ratio', () => expect(colourContrast(undefined, '#fff')).toBeNull())
})
