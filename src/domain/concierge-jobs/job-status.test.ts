import { describe, expect, it } from 'vitest'
import { agencyNextStatuses, mayTransition, maySendToHotel, type JobActor } from './job-status.ts'
import { JOB_STATUSES, type JobStatus } from './types.ts'

// every (from, to, actor) that is allowed; everything else is refused
const ALLOWED: [JobStatus, JobStatus, JobActor][] = [
  ['open', 'confirmed', 'agency'],
  ['open', 'declined', 'agency'],
  ['open', 'cancelled', 'agency'],
  ['sent', 'cancelled', 'agency'],
  ['confirmed', 'done', 'agency'],
  ['confirmed', 'cancelled', 'agency'],
  ['declined', 'open', 'agency'],
  ['declined', 'cancelled', 'agency'],
  ['sent', 'confirmed', 'hotel'],
  ['sent', 'declined', 'hotel'],
  ['open', 'sent', 'hand-off'],
  ['declined', 'sent', 'hand-off'],
  ['sent', 'confirmed', 'agency-records-hotel'],
  ['sent', 'declined', 'agency-records-hotel'],
]

describe('mayTransition', () => {
  const actors: JobActor[] = ['agency', 'hotel', 'hand-off', 'agency-records-hotel']
  const cases = JOB_STATUSES.flatMap((from) =>
    JOB_STATUSES.flatMap((to) =>
      actors.map((actor) => {
        const allowed = ALLOWED.some(([f, t, a]) => f === from && t === to && a === actor)
        return [from, to, actor, allowed] as const
      }),
    ),
  )
  it.each(cases)('%s → %s by %s: %s', (from, to, actor, allowed) => {
    expect(mayTransition(from, to, actor)).toBe(allowed)
  })

  it('never lets the agency answer for the hotel while the job is with it', () => {
    expect(mayTransition('sent', 'confirmed', 'agency')).toBe(false)
    expect(mayTransition('sent', 'declined', 'agency')).toBe(false)
  })
  it('keeps done and cancelled final', () => {
    for (const actor of actors)
      for (const to of JOB_STATUSES) {
        expect(mayTransition('done', to, actor)).toBe(false)
        expect(mayTransition('cancelled', to, actor)).toBe(false)
      }
  })
})

describe('agencyNextStatuses and maySendToHotel', () => {
  it.each([
    ['open', ['confirmed', 'declined', 'cancelled']],
    ['sent', ['cancelled']],
    ['confirmed', ['done', 'cancelled']],
    ['declined', ['open', 'cancelled']],
    ['done', []],
    ['cancelled', []],
  ] as const)('from %s: %j', (from, next) => {
    expect(agencyNextStatuses(from)).toEqual(next)
  })
  it.each([
    ['hotel', 'open', true],
    ['hotel', 'declined', true],
    ['hotel', 'sent', false],
    ['hotel', 'confirmed', false],
    ['property', 'open', false],
  ] as const)('a %s job that is %s can be sent: %s', (kind, status, expected) => {
    expect(maySendToHotel({ status, place: { kind } })).toBe(expected)
  })
})
