import { describe, expect, it, vi } from 'vitest'
import { electLeader, type LockManagerLike } from './leader-election.ts'

/** One lock, handed to the waiters in turn (what the Web Locks API does across tabs). */
function fakeLocks(): LockManagerLike {
  let held = false
  const queue: (() => void)[] = []
  const next = () => {
    const run = queue.shift()
    if (run) run()
    else held = false
  }
  const request = ((_name: string, options: LockOptions, callback: LockGrantedCallback<unknown>) =>
    new Promise<unknown>((resolve, reject) => {
      const run = () => {
        held = true
        Promise.resolve(callback({ name: 'lock', mode: 'exclusive' } as Lock))
          .then((value) => resolve(value), reject)
          .finally(next)
      }
      options.signal?.addEventListener('abort', () => {
        const index = queue.indexOf(run)
        if (index >= 0) {
          queue.splice(index, 1)
          reject(new DOMException('aborted', 'AbortError'))
        }
      })
      if (held) queue.push(run)
      else run()
    })) as LockManagerLike['request']
  return { request }
}

const flush = () => new Promise((resolve) => setTimeout(resolve, 0))

describe('electLeader', () => {
  it('without Web Locks every tab leads at once', () => {
    const end = vi.fn()
    const lead = vi.fn(() => end)
    const election = electLeader('lds-chat-stream', null, lead)
    expect(lead).toHaveBeenCalledOnce()
    election.resign()
    expect(end).toHaveBeenCalledOnce()
  })

  it('one tab leads; the next takes over when it resigns; a waiting tab may give up', async () => {
    const locks = fakeLocks()
    const first = vi.fn(() => vi.fn())
    const second = vi.fn(() => vi.fn())
    const third = vi.fn(() => vi.fn())
    const a = electLeader('lds-chat-stream', locks, first)
    const b = electLeader('lds-chat-stream', locks, second)
    const c = electLeader('lds-chat-stream', locks, third)
    await flush()
    expect([first.mock.calls.length, second.mock.calls.length]).toEqual([1, 0])
    c.resign()
    a.resign()
    await flush()
    expect(second).toHaveBeenCalledOnce()
    expect(third).not.toHaveBeenCalled()
    b.resign()
  })
})
