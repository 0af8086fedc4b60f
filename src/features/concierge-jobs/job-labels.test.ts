import { setupI18n } from '@lingui/core'
import { describe, expect, it } from 'vitest'
import type { JobEventDto, JobEventKind } from '#domain/concierge-jobs/types.ts'
import { formatDueTime, jobEventSentence, serviceName } from './job-labels.ts'

const i18n = setupI18n({ locale: 'en', messages: { en: {} } })
const event = (kind: JobEventKind, over: Partial<JobEventDto> = {}): JobEventDto => ({
  _id: 'e',
  kind,
  actor: 'Sophie Laurent',
  party: 'agency',
  detail: null,
  at: '2027-01-10T09:14:00Z',
  ...over,
})

describe('jobEventSentence', () => {
  it.each<[JobEventKind, Partial<JobEventDto>, string]>([
    ['created', {}, 'Sophie Laurent created the job'],
    ['edited', {}, 'Sophie Laurent edited the job'],
    ['assigned', { detail: 'Julien Morel' }, 'Sophie Laurent assigned it to Julien Morel'],
    ['assigned', {}, 'Sophie Laurent removed the assignee'],
    ['status-changed', { detail: 'done' }, 'Sophie Laurent set the status to Done'],
    [
      'status-changed',
      { detail: 'confirmed (recorded for the hotel)' },
      "Sophie Laurent recorded the hotel's answer: Confirmed",
    ],
    ['sent-to-hotel', {}, 'Sophie Laurent sent it to the hotel in the chat'],
    [
      'hotel-answered',
      { actor: 'Reservations Alpina', party: 'hotel', detail: 'declined' },
      'Reservations Alpina (hotel) answered: Declined',
    ],
    ['reminder-sent', { actor: null, party: 'system', detail: 'day' }, 'Reminder mailed 24 hours before'],
    ['reminder-sent', { actor: null, party: 'system', detail: 'soon' }, 'Reminder mailed 2 hours before'],
  ])('%s %j', (kind, over, sentence) => {
    expect(jobEventSentence(i18n, event(kind, over))).toBe(sentence)
  })
})

describe('the service and the due time', () => {
  it("names an 'other' service by its own words, shows the time at the place", () => {
    expect(serviceName(i18n, { serviceKind: 'other', serviceOther: 'Sleigh ride' })).toBe('Sleigh ride')
    expect(serviceName(i18n, { serviceKind: 'ski-instructor', serviceOther: '' })).toBe('Ski instructor')
    expect(formatDueTime('2027-01-10T17:30:00Z', 'Europe/Zurich', 'en')).toBe('Sun, 10 Jan 2027, 18:30')
    expect(formatDueTime('2027-01-10T17:30:00Z', 'Europe/London', 'de')).toBe('So., 10. Jan. 2027, 17:30')
  })
})
