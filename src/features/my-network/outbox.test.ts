import { describe, expect, it } from 'vitest'
import { afterSend, replaceEntry, sendable, type OutboxEntry } from './outbox.ts'

const entry = (id: string, writtenAt: number, status: OutboxEntry['status'] = 'queued'): OutboxEntry => ({
  id,
  writtenAt,
  status,
  kind: 'prospect',
  body: { hotelName: 'H', email: 'a@b.example', contactName: 'A', clientRequestId: `req-${id}-0000` },
})

describe('afterSend', () => {
  it.each([
    [{ ok: true } as const, null],
    [{ ok: false, status: null } as const, 'same'],
    [{ ok: false, status: 503 } as const, 'same'],
    [{ ok: false, status: 429 } as const, 'same'],
    [{ ok: false, status: 400, message: 'Please enter a valid e-mail address' } as const, 'failed'],
    [{ ok: false, status: 409, message: 'in the system' } as const, 'failed'],
  ])('%j', (outcome, expected) => {
    const e = entry('1', 1)
    const next = afterSend(e, outcome)
    if (expected === null) expect(next).toBeNull()
    else if (expected === 'same') expect(next).toBe(e)
    else expect(next).toEqual({ ...e, status: 'failed', error: 'message' in outcome ? outcome.message : undefined })
  })
})

describe('the queue', () => {
  it('sends the queued entries oldest first and replaces or drops one by id', () => {
    const list = [entry('b', 2), entry('a', 1), entry('c', 3, 'failed')]
    expect(sendable(list).map((e) => e.id)).toEqual(['a', 'b'])
    expect(replaceEntry(list, 'a', null).map((e) => e.id)).toEqual(['b', 'c'])
    expect(replaceEntry(list, 'b', { ...entry('b', 2), status: 'failed' })[0]!.status).toBe('failed')
  })
})
