import { describe, expect, it } from 'vitest'
import { reminderKey, requirementReminderDue, type RequirementFacts } from './requirement-reminders.ts'

const NOW = new Date('2027-01-01T12:00:00.000Z')
const inDays = (days: number) => new Date(NOW.getTime() + days * 24 * 3_600_000)
const facts = (over: Partial<RequirementFacts>): RequirementFacts => ({
  currentlyDue: ['external_account'],
  currentDeadline: inDays(10),
  reminded: [],
  ...over,
})

describe('requirementReminderDue', () => {
  const d10 = inDays(10)
  const d2 = inDays(2)
  it.each<[string, Partial<RequirementFacts>, ReturnType<typeof requirementReminderDue>]>([
    ['a new deadline in ten days: the notice', {}, { stage: 'notice', keys: [reminderKey(d10, 'notice')] }],
    ['the notice sent, ten days left: nothing', { reminded: [reminderKey(d10, 'notice')] }, null],
    [
      'two days left, the notice sent: the last call',
      { currentDeadline: d2, reminded: [reminderKey(d2, 'notice')] },
      { stage: 'lastCall', keys: [reminderKey(d2, 'notice'), reminderKey(d2, 'lastCall')] },
    ],
    [
      'first seen with two days left: only the last call, which settles the notice',
      { currentDeadline: d2 },
      { stage: 'lastCall', keys: [reminderKey(d2, 'notice'), reminderKey(d2, 'lastCall')] },
    ],
    ['the last call sent: nothing', { currentDeadline: d2, reminded: [reminderKey(d2, 'lastCall')] }, null],
    [
      'exactly three days left: the last call',
      { currentDeadline: inDays(3) },
      {
        stage: 'lastCall',
        keys: [reminderKey(inDays(3), 'notice'), reminderKey(inDays(3), 'lastCall')],
      },
    ],
    [
      'a later deadline after the first: reminds again',
      { currentDeadline: inDays(20), reminded: [reminderKey(d10, 'notice'), reminderKey(d10, 'lastCall')] },
      { stage: 'notice', keys: [reminderKey(inDays(20), 'notice')] },
    ],
    ['the deadline passed: nothing (the payout step says so)', { currentDeadline: inDays(-1) }, null],
    ['nothing due: nothing', { currentlyDue: [] }, null],
    ['no deadline: nothing', { currentDeadline: null }, null],
  ])('%s', (_name, over, expected) => {
    expect(requirementReminderDue(facts(over), NOW)).toEqual(expected)
  })
})
