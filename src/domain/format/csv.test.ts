import { describe, expect, it } from 'vitest'
import { toCsv } from './csv.ts'

const body = (csv: string) => csv.replace(/^\uFEFF/, '')

describe('toCsv', () => {
  it.each([
    ['plain text', 'Chalet Edelweiss', 'Chalet Edelweiss'],
    ['a comma', 'Zermatt, VS', '"Zermatt, VS"'],
    ['a quote', 'the "Grand" suite', '"the ""Grand"" suite"'],
    ['a line break', 'line one\nline two', '"line one\nline two"'],
    ['a formula', '=HYPERLINK("http://x")', '"\'=HYPERLINK(""http://x"")"'],
    ['a plus', '+41 27 966', "'+41 27 966"],
    ['an at', '@SUM(A1)', "'@SUM(A1)"],
    ['a minus text', '-10', "'-10"],
    ['umlauts', 'Müller', 'Müller'],
    ['a number', 1234.5, '1234.5'],
    ['a negative number', -12.3, '-12.3'],
    ['no value', null, ''],
    ['not a number', Number.NaN, ''],
  ] as const)('%s', (_name, value, expected) => {
    expect(body(toCsv([[value]]))).toBe(`${expected}\r\n`)
  })

  it('starts with a byte-order mark and ends every line with CRLF', () => {
    expect(
      toCsv([
        ['a', 'b'],
        [1, 2],
      ]),
    ).toBe('\uFEFFa,b\r\n1,2\r\n')
  })
})
