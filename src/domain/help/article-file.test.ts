import { describe, expect, it } from 'vitest'
import { parseArticleFile } from './article-file.ts'

describe('parseArticleFile', () => {
  it('reads the title, the summary and the body', () => {
    expect(
      parseArticleFile('---\ntitle: Die Zimmerauswahl\nsummary: Mehrere Zimmer.\n---\n\n## Schritt 1\nText\n'),
    ).toEqual({
      title: 'Die Zimmerauswahl',
      summary: 'Mehrere Zimmer.',
      body: '## Schritt 1\nText',
    })
  })

  it('accepts Windows line ends and a colon inside a value', () => {
    expect(parseArticleFile('---\r\ntitle: PDF: the offer\r\nsummary: S\r\n---\r\nBody')).toMatchObject({
      title: 'PDF: the offer',
      body: 'Body',
    })
  })

  it.each([
    ['no front matter', 'title: A\nBody', /front matter/],
    ['no title', '---\nsummary: S\n---\nBody', /title/],
    ['no summary', '---\ntitle: T\n---\nBody', /summary/],
  ])('refuses a file with %s', (_, raw, error) => {
    expect(() => parseArticleFile(raw)).toThrow(error)
  })
})
