import { describe, expect, it } from 'vitest'
import { foldText } from './fold-text.ts'

describe('foldText', () => {
  it.each([
    [' Kitzbühel ', 'kitzbuhel'],
    ['Megève', 'megeve'],
    ["Val d'Isère", "val d'isere"],
    ['Łódź', 'łodz'],
    ['Ő', 'o'],
    ['ZERMATT', 'zermatt'],
  ])('%j -> %j', (text, folded) => {
    expect(foldText(text)).toBe(folded)
  })
})
