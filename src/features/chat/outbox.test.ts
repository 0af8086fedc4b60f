import { describe, expect, it } from 'vitest'
import type { ChatMessage } from '#domain/chat/chat-types.ts'
import { ApiError, NetworkError } from '#lib/api-errors.ts'
import {
  classifySendError,
  discard,
  dropDelivered,
  enqueue,
  markSending,
  nextToSend,
  recover,
  retry,
  settle,
  type OutboxEntry,
} from './outbox.ts'

const write = (outbox: OutboxEntry[], cid: string, text: string, id: string, now = 1000) =>
  enqueue(outbox, { cid, text, clientMessageId: id }, now)

const sent = { kind: 'sent', message: {} as ChatMessage } as const

describe('the outbox', () => {
  it('keeps the order written, also when the clock goes back', () => {
    let box = write([], 'c1', 'one', 'id-1', 5000)
    box = write(box, 'c1', 'two', 'id-2', 4000)
    expect(box.map((e) => e.text)).toEqual(['one', 'two'])
    expect(box[1].order).toBeGreaterThan(box[0].order)
    expect(nextToSend(box, 0)?.clientMessageId).toBe('id-1')
  })

  it('adds a client id once', () => {
    const box = write(write([], 'c1', 'one', 'id-1'), 'c1', 'one', 'id-1')
    expect(box).toHaveLength(1)
  })

  it('sends one message per channel at a time, in order', () => {
    let box = write(write(write([], 'c1', 'a', 'id-a'), 'c1', 'b', 'id-b'), 'c2', 'x', 'id-x')
    box = markSending(box, 'id-a')
    expect(nextToSend(box, 0)?.clientMessageId).toBe('id-x')
    box = markSending(box, 'id-x')
    expect(nextToSend(box, 0)).toBeNull()
    box = settle(box, 'id-a', sent, 0)
    expect(nextToSend(box, 0)?.clientMessageId).toBe('id-b')
  })

  it('keeps a message without an answer queued, with the same id, after a back-off', () => {
    let box = markSending(write([], 'c1', 'a', 'id-a'), 'id-a')
    box = settle(box, 'id-a', { kind: 'retry' }, 10_000, 0)
    expect(box[0]).toMatchObject({ status: 'queued', clientMessageId: 'id-a', notBefore: 11_000 })
    expect(nextToSend(box, 10_500)).toBeNull()
    expect(nextToSend(box, 11_000)?.clientMessageId).toBe('id-a')
  })

  it('holds the later messages of a channel while the first waits (429)', () => {
    let box = write(write([], 'c1', 'a', 'id-a'), 'c1', 'b', 'id-b')
    box = settle(markSending(box, 'id-a'), 'id-a', { kind: 'wait', waitMs: 5000 }, 0)
    expect(nextToSend(box, 1000)).toBeNull()
    expect(nextToSend(box, 5000)?.clientMessageId).toBe('id-a')
  })

  it('keeps a refused message with the reason; the next ones go on; retry and discard', () => {
    let box = write(write([], 'c1', 'a', 'id-a'), 'c1', 'b', 'id-b')
    box = settle(markSending(box, 'id-a'), 'id-a', { kind: 'failed', error: 'Please enter your message' }, 0)
    expect(box[0]).toMatchObject({ status: 'failed', error: 'Please enter your message', text: 'a' })
    expect(nextToSend(box, 0)?.clientMessageId).toBe('id-b')
    const same = retry(box, 'id-a', 'new-id')
    expect(same[0]).toMatchObject({ status: 'queued', clientMessageId: 'id-a', error: null })
    const edited = retry(box, 'id-a', 'new-id', 'a, edited')
    expect(edited[0]).toMatchObject({ status: 'queued', clientMessageId: 'new-id', text: 'a, edited' })
    expect(edited[0].order).toBe(box[0].order)
    expect(discard(box, 'id-a').map((e) => e.clientMessageId)).toEqual(['id-b'])
  })

  it('drops what the server already has and requeues a send cut off by a reload', () => {
    let box = write(write([], 'c1', 'a', 'id-a'), 'c1', 'b', 'id-b')
    expect(dropDelivered(box, [{ clientMessageId: 'id-a' }]).map((e) => e.clientMessageId)).toEqual(['id-b'])
    box = markSending(box, 'id-a')
    expect(recover(box)[0].status).toBe('queued')
  })
})

describe('classifySendError', () => {
  it.each([
    [new NetworkError('offline'), 'retry'],
    [new NetworkError('timeout'), 'retry'],
    [new ApiError(500, null), 'retry'],
    [new ApiError(503, null), 'retry'],
    [new ApiError(429, { message: 'You are sending messages too quickly.' }), 'wait'],
    [new ApiError(401, null), 'unauthorized'],
    [new ApiError(400, { message: 'Please enter your message' }), 'failed'],
    [new ApiError(404, { message: 'Not found' }), 'failed'],
    [new ApiError(409, { message: 'Conflict' }), 'failed'],
  ])('%s → %s', (error, kind) => {
    expect(classifySendError(error).kind).toBe(kind)
  })

  it('keeps the server message of a refusal', () => {
    expect(classifySendError(new ApiError(400, { message: 'Please enter your message' }))).toEqual({
      kind: 'failed',
      error: 'Please enter your message',
    })
  })
})
