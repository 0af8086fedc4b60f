import * as v from 'valibot'
import { describe, expect, it } from 'vitest'
import { LEAD_MESSAGES } from './lead-payload.ts'
import { leadSubmissionSchema } from './lead-submission.ts'

const interest = {
  _property: '0123456789abcdef01234567',
  intent: 'interest',
  period: { checkInDate: '2030-01-05', checkOutDate: '2030-01-12' },
  serviceLevel: 'Catered',
  client: { firstName: 'Ann', lastName: 'Lee', nationality: 'Irish' },
}
const fieldErrorsOf = (schema: v.GenericSchema, value: unknown) =>
  Object.fromEntries((v.safeParse(schema, value).issues ?? []).map((i) => [v.getDotPath(i), i.message]))
const newLead = leadSubmissionSchema({ checkInFrom: () => '2030-01-05' })
const changedLead = leadSubmissionSchema({ checkInFrom: null })

describe('a lead body as the route checks it', () => {
  it('takes an interest from the check-in day on, blank values dropped', () => {
    expect(v.parse(newLead, { ...interest, bookingComments: '  ' })).not.toHaveProperty('bookingComments')
  })

  it.each<[string, Record<string, unknown>, Record<string, string>]>([
    [
      'a check-in before the earliest',
      { period: { checkInDate: '2030-01-04', checkOutDate: '2030-01-12' } },
      { 'period.checkInDate': LEAD_MESSAGES.checkInPast },
    ],
    [
      'an interest without a nationality',
      { client: { firstName: 'Ann', lastName: 'Lee', nationality: ' ' } },
      { 'client.nationality': LEAD_MESSAGES.nationality },
    ],
  ])('refuses %s with the form’s text', (_, over, errors) => {
    expect(fieldErrorsOf(newLead, { ...interest, ...over })).toEqual(errors)
  })

  it('leaves a PATCH’s check-in to the server, which knows the stored one, and a booking’s nationality optional', () => {
    const past = { ...interest, period: { checkInDate: '2020-01-04', checkOutDate: '2020-01-11' } }
    expect(v.safeParse(changedLead, past).success).toBe(true)
    const booking = { ...interest, intent: 'changeRequest', client: { firstName: 'Ann', lastName: 'Lee' } }
    expect(v.safeParse(newLead, { ...booking, occupancy: { pax: 2 } }).success).toBe(true)
  })
})
