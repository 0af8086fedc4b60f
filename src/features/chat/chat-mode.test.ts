import { describe, expect, it } from 'vitest'
import { readChatMode } from './chat-mode.ts'

describe('readChatMode', () => {
  it.each([
    [{}, { mode: 'builtin' }],
    [{ chat: null }, { mode: 'builtin' }],
    [{ chat: { mode: 'builtin' } }, { mode: 'builtin' }],
    [{ chat: { mode: 'stream', apiKey: 'key' } }, { mode: 'stream', apiKey: 'key' }],
    [{ chat: { mode: 'stream' } }, { mode: 'builtin' }],
    [{ chat: { mode: 'other' } }, { mode: 'builtin' }],
  ])('%j → %j', (config, expected) => {
    expect(readChatMode(config)).toEqual(expected)
  })
})
