import { describe, expect, it } from 'vitest'
import { destinationChoices, draftWithDestination } from './general-enquiry-model.ts'

const groups = [{ label: 'Switzerland', options: [{ value: 'Verbier', label: 'Verbier' }] }]

describe('the general enquiry destination', () => {
  it.each([
    ['', groups],
    ['Verbier', groups],
    ['Ischgl', [{ value: 'Ischgl', label: 'Ischgl' }, ...groups]],
  ])('keeps a place from the link that is not one of our resorts (%s)', (current, expected) => {
    expect(destinationChoices(groups, current)).toEqual(expected)
  })

  it('prefills the draft from ?destination=, at most 120 characters', () => {
    expect(draftWithDestination('Ischgl').general.destination).toBe('Ischgl')
    expect(draftWithDestination('x'.repeat(200)).general.destination).toHaveLength(120)
  })
})
