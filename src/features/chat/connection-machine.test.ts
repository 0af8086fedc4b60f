import { describe, expect, it } from 'vitest'
import { CONNECTION_BLIP_MS } from '#domain/chat/chat-rules.ts'
import {
  backoffDelay,
  BACKOFF_MAX_MS,
  initialStatus,
  nextChange,
  shownState,
  transition,
  type StreamInput,
} from './connection-machine.ts'

const run = (inputs: StreamInput[], online = true) => inputs.reduce(transition, initialStatus(online))

describe('the connection machine', () => {
  const cases: [string, StreamInput[], number, 'online' | 'reconnecting' | 'offline'][] = [
    ['not started', [], 0, 'online'],
    ['connecting, shorter than a blip', [{ type: 'start', at: 0 }], CONNECTION_BLIP_MS - 1, 'online'],
    ['connecting for a blip', [{ type: 'start', at: 0 }], CONNECTION_BLIP_MS, 'reconnecting'],
    [
      'connected',
      [
        { type: 'start', at: 0 },
        { type: 'open', at: 10 },
      ],
      60_000,
      'online',
    ],
    [
      'lost for under 5 s',
      [
        { type: 'start', at: 0 },
        { type: 'open', at: 1 },
        { type: 'lost', at: 1000 },
      ],
      1000 + CONNECTION_BLIP_MS - 1,
      'online',
    ],
    [
      'lost for 5 s, retries do not restart the clock',
      [
        { type: 'start', at: 0 },
        { type: 'open', at: 1 },
        { type: 'lost', at: 1000 },
        { type: 'start', at: 2000 },
        { type: 'lost', at: 3000 },
      ],
      1000 + CONNECTION_BLIP_MS,
      'reconnecting',
    ],
    [
      'back after a long loss',
      [
        { type: 'start', at: 0 },
        { type: 'lost', at: 1 },
        { type: 'open', at: 20_000 },
      ],
      20_001,
      'online',
    ],
    [
      'browser offline',
      [
        { type: 'start', at: 0 },
        { type: 'network', online: false, at: 1 },
      ],
      2,
      'offline',
    ],
    ['browser offline before start', [], 0, 'offline'],
    [
      'browser back online, still connecting',
      [
        { type: 'network', online: false, at: 0 },
        { type: 'start', at: 0 },
        { type: 'network', online: true, at: 9000 },
      ],
      9000,
      'reconnecting',
    ],
    [
      'stopped (401 or nothing uses it)',
      [
        { type: 'start', at: 0 },
        { type: 'lost', at: 1 },
        { type: 'stop', at: 2 },
      ],
      60_000,
      'online',
    ],
    [
      'an open after stop is ignored',
      [
        { type: 'stop', at: 0 },
        { type: 'open', at: 1 },
      ],
      2,
      'online',
    ],
  ]
  it.each(cases)('%s', (_name, inputs, now, expected) => {
    const online = _name !== 'browser offline before start'
    expect(shownState(run(inputs, online), now)).toBe(expected)
  })

  it('says when a blip ends, and nothing once connected', () => {
    const lost = run([{ type: 'start', at: 100 }])
    expect(nextChange(lost, 200)).toBe(100 + CONNECTION_BLIP_MS)
    expect(nextChange(transition(lost, { type: 'open', at: 300 }), 300)).toBeNull()
  })
})

describe('backoffDelay', () => {
  it('doubles from 1 s to 30 s with jitter', () => {
    expect(backoffDelay(0, 0)).toBe(1000)
    expect(backoffDelay(0, 1)).toBe(1000)
    expect(backoffDelay(3, 0)).toBe(4000)
    expect(backoffDelay(3, 1)).toBe(8000)
    expect(backoffDelay(20, 1)).toBe(BACKOFF_MAX_MS)
    expect(backoffDelay(20, 0)).toBe(BACKOFF_MAX_MS / 2)
  })
})
