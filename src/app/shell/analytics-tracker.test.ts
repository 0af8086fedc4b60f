import { describe, expect, it } from 'vitest'
import type { AnalyticsEvent } from '#domain/analytics/events.ts'
import { BATCH_SIZE, FLUSH_AFTER_MS, MAX_ATTEMPTS, createTracker, sessionId, SESSION_KEY } from './analytics-tracker.ts'

const search = (destination: string): AnalyticsEvent => ({ msg: 'search', data: { destination } })

function setup(beaconAccepts = true, answers: boolean[] = []) {
  const posts: unknown[] = []
  const beacons: unknown[] = []
  const timers: { run: () => void; ms: number }[] = []
  let batches = 0
  const tracker = createTracker({
    sessionId: 'tab-1',
    batchId: () => `batch-${++batches}`,
    transport: {
      post: (url, body) => {
        posts.push({ url, body: JSON.parse(body) })
        // the next answer: true (stored), false (to be sent again); stored when none is given
        return Promise.resolve(answers.shift() ?? true)
      },
      beacon: (url, body) => {
        beacons.push({ url, body: JSON.parse(body) })
        return beaconAccepts
      },
    },
    setTimer: (run, ms) => timers.push({ run, ms }),
    clearTimer: () => timers.splice(0),
  })
  return { tracker, posts, beacons, timers }
}

describe('the tracker', () => {
  it(`sends a batch of ${BATCH_SIZE} at once, with the session id`, () => {
    const { tracker, posts } = setup()
    for (let i = 0; i < BATCH_SIZE - 1; i++) tracker.track(search(`city ${i}`))
    expect(posts).toEqual([])
    tracker.track(search('Verbier'))
    expect(posts).toHaveLength(1)
    const [batch] = posts as { url: string; body: { msg: string; data: unknown; sessionId: string }[] }[]
    expect(batch!.url).toBe('/api/frontendlogs')
    expect(batch!.body).toHaveLength(BATCH_SIZE)
    expect(batch!.body.at(-1)).toEqual({
      msg: 'search',
      data: { destination: 'Verbier' },
      sessionId: 'tab-1',
      batchId: 'batch-1',
    })
    expect(new Set(batch!.body.map((e) => (e as { batchId?: string }).batchId))).toEqual(new Set(['batch-1']))
    expect(tracker.pending()).toBe(0)
  })

  it(`sends a smaller batch ${FLUSH_AFTER_MS} ms after its first event`, () => {
    const { tracker, posts, timers } = setup()
    tracker.track(search('Verbier'))
    tracker.track(search('Zermatt'))
    expect(timers.map((timer) => timer.ms)).toEqual([FLUSH_AFTER_MS])
    timers[0]!.run()
    expect((posts[0] as { body: unknown[] }).body).toHaveLength(2)
  })

  it('sends what is left with sendBeacon when the page is hidden, and by fetch when the beacon is refused', () => {
    const accepted = setup(true)
    accepted.tracker.track(search('Verbier'))
    accepted.tracker.flush('beacon')
    expect(accepted.beacons).toHaveLength(1)
    expect(accepted.posts).toEqual([])

    const refused = setup(false)
    refused.tracker.track(search('Verbier'))
    refused.tracker.flush('beacon')
    expect(refused.posts).toHaveLength(1)
  })

  it('sends a batch whose request failed again with the same batch id, by sendBeacon when the page is hidden', async () => {
    const { tracker, posts, beacons, timers } = setup(true, [false])
    tracker.track(search('Verbier'))
    tracker.flush()
    await Promise.resolve()
    expect(timers.map((timer) => timer.ms)).toEqual([FLUSH_AFTER_MS])
    tracker.track(search('Zermatt'))
    tracker.flush('beacon')
    const ids = (sent: unknown[]) =>
      sent.map((s) => (s as { body: { batchId: string; data: unknown }[] }).body.map((e) => [e.batchId, e.data]))
    expect(ids(posts)).toEqual([[['batch-1', { destination: 'Verbier' }]]])
    expect(ids(beacons)).toEqual([[['batch-1', { destination: 'Verbier' }]], [['batch-2', { destination: 'Zermatt' }]]])
  })

  it(`gives a batch up after ${MAX_ATTEMPTS} failed requests`, async () => {
    const { tracker, posts, timers } = setup(true, Array(MAX_ATTEMPTS + 1).fill(false))
    tracker.track(search('Verbier'))
    tracker.flush()
    for (let i = 0; i < MAX_ATTEMPTS + 1; i++) {
      await Promise.resolve()
      timers.splice(0).forEach((timer) => timer.run())
    }
    expect(posts).toHaveLength(MAX_ATTEMPTS)
    expect(new Set(posts.map((p) => (p as { body: { batchId: string }[] }).body[0]!.batchId))).toEqual(
      new Set(['batch-1']),
    )
  })

  it('sends nothing when nothing is waiting', () => {
    const { tracker, posts, beacons } = setup()
    tracker.flush('beacon')
    tracker.flush()
    expect([...posts, ...beacons]).toEqual([])
  })

  it('drops every field that is not an analytics field (no personal data)', () => {
    const { tracker, posts } = setup()
    tracker.track({
      msg: 'enquiry sent',
      data: { kind: 'general', email: 'anna@example.com', name: 'Anna', phone: '+41 79', message: 'Hi' },
    } as unknown as AnalyticsEvent)
    tracker.flush()
    expect((posts[0] as { body: unknown[] }).body).toEqual([
      { msg: 'enquiry sent', data: { kind: 'general' }, sessionId: 'tab-1', batchId: 'batch-1' },
    ])
  })
})

describe('the session id', () => {
  it('is made once per tab and kept in session storage', () => {
    const store = new Map<string, string>()
    const storage = { getItem: (k: string) => store.get(k) ?? null, setItem: (k: string, v: string) => store.set(k, v) }
    let n = 0
    const random = () => `id-${++n}`
    expect(sessionId(storage, random)).toBe('id-1')
    expect(sessionId(storage, random)).toBe('id-1')
    expect(store.get(SESSION_KEY)).toBe('id-1')
    expect(sessionId(null, random)).toBe('id-2')
  })
})
