import { describe, expect, it } from 'vitest'
import { truncateMarkdown } from './truncate-text.ts'

describe('truncateMarkdown', () => {
  it('keeps a short text whole', () => {
    expect(truncateMarkdown('A short post.', 40)).toEqual({ text: 'A short post.', truncated: false })
  })

  it.each([
    ['The terrace opens at noon and the fondue is legendary', 30, 'The terrace opens at noon and…'],
    ['The terrace opens, at noon and later', 19, 'The terrace opens…'],
    ['Ski **in and out** of the hotel every day', 16, 'Ski…'],
    ['Ski *in and out* of the hotel every day', 14, 'Ski…'],
    ['Averyveryverylongwordwithoutanyspace', 10, 'Averyveryv…'],
  ])('%s (%i) -> %s', (text, max, preview) => {
    expect(truncateMarkdown(text, max)).toEqual({ text: preview, truncated: true })
  })
})
