import { describe, expect, it } from 'vitest'
import { messageParts } from './message-text.ts'

describe('messageParts', () => {
  it('keeps plain text as one part', () => {
    expect(messageParts('Two rooms, <b>please</b>')).toEqual([{ kind: 'text', text: 'Two rooms, <b>please</b>' }])
  })
  it('finds http and https links and leaves the closing punctuation outside', () => {
    expect(messageParts('See https://example.com/a?b=1. Or http://x.ch!')).toEqual([
      { kind: 'text', text: 'See ' },
      { kind: 'link', text: 'https://example.com/a?b=1', href: 'https://example.com/a?b=1' },
      { kind: 'text', text: '. Or ' },
      { kind: 'link', text: 'http://x.ch', href: 'http://x.ch/' },
      { kind: 'text', text: '!' },
    ])
  })
  it('never makes links of other schemes', () => {
    expect(messageParts('javascript:alert(1) data:text/html,x ftp://a.b')).toEqual([
      { kind: 'text', text: 'javascript:alert(1) data:text/html,x ftp://a.b' },
    ])
  })
})
