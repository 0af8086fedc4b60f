import { describe, expect, it } from 'vitest'
import { cateringOrder, sortServiceLevels } from './catering.ts'

describe('cateringOrder', () => {
  it.each([
    ['Selfcatered', 0],
    ['Selbstverpflegung', 0],
    ['Bed & Breakfast', 1],
    ['Frühstück', 1],
    ['Catered', 2],
    ['Hotelservice', 2],
    ['catered', 2],
    ['Half board', -1],
    ['', -1],
  ])('%s → %i', (level, order) => expect(cateringOrder(level)).toBe(order))

  it('sorts service levels', () => {
    expect(sortServiceLevels(['Catered', 'Selfcatered', 'Bed & Breakfast'])).toEqual([
      'Selfcatered',
      'Bed & Breakfast',
      'Catered',
    ])
    expect(sortServiceLevels(['Hotelservice', 'Other', 'Frühstück'])).toEqual(['Other', 'Frühstück', 'Hotelservice'])
  })
})
