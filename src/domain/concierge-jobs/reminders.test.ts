import { describe, expect, it } from 'vitest'
import { reminderDue, type ReminderFacts } from './reminders.ts'

const now = new Date('2026-02-12T12:00:00Z')
const hours = (h: number) => new Date(now.getTime() + h * 3_600_000)
const job = (over: Partial<ReminderFacts>): ReminderFacts => ({
  status: 'open',
  dueAt: hours(10),
  remindedDayAt: null,
  remindedSoonAt: null,
  ...over,
})

describe('reminderDue', () => {
  it.each([
    ['more than 24 h ahead', job({ dueAt: hours(25) }), null],
    ['exactly 24 h ahead', job({ dueAt: hours(24) }), 'day'],
    ['10 h ahead', job({}), 'day'],
    ['10 h ahead, day reminder sent', job({ remindedDayAt: hours(-14) }), null],
    ['exactly 2 h ahead', job({ dueAt: hours(2) }), 'soon'],
    ['1 h ahead, day reminder sent', job({ dueAt: hours(1), remindedDayAt: hours(-23) }), 'soon'],
    ['1 h ahead, day reminder never sent', job({ dueAt: hours(1) }), 'soon'],
    ['1 h ahead, soon reminder sent', job({ dueAt: hours(1), remindedSoonAt: hours(-0.5) }), null],
    ['due now', job({ dueAt: now }), null],
    ['past', job({ dueAt: hours(-1) }), null],
    ['sent to the hotel', job({ status: 'sent' }), 'day'],
    ['confirmed', job({ status: 'confirmed' }), 'day'],
    ['declined', job({ status: 'declined' }), null],
    ['done', job({ status: 'done' }), null],
    ['cancelled', job({ status: 'cancelled', dueAt: hours(1) }), null],
  ] as const)('%s: %s', (_, facts, expected) => {
    expect(reminderDue(facts, now)).toBe(expected)
  })
})
