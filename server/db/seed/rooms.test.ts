import { describe, expect, it } from 'vitest'
import { RESORTS } from '#domain/catalogue/resorts.ts'
import type { MediaPool } from './images/pool.ts'
import { Rng } from './random.ts'
import { buildRooms, nameForBedrooms } from './rooms.ts'

const RESIDENCES = ['Residence with Kitchen', 'Two-Bedroom Residence', 'Three-Bedroom Residence']

describe('nameForBedrooms', () => {
  it.each([
    ['Two-Bedroom Residence', 2, 'Two-Bedroom Residence'],
    ['Two-Bedroom Residence', 3, 'Three-Bedroom Residence'],
    ['Three-Bedroom Residence', 2, 'Two-Bedroom Residence'],
    ['Three-Bedroom Residence', 4, 'Residence with Kitchen'],
    ['Residence with Kitchen', 3, 'Residence with Kitchen'],
  ])('%s with %i bedrooms is named %s', (drawn, bedrooms, expected) => {
    expect(nameForBedrooms(drawn, bedrooms, RESIDENCES)).toBe(expected)
  })

  it('keeps a name that counts no bedrooms, whatever the number', () => {
    expect(nameForBedrooms('Private Chalet', 5, ['Private Chalet', 'Villa Panorama'])).toBe('Private Chalet')
  })
})

describe('buildRooms', () => {
  it('names no room with a number of bedrooms it does not have (300 hotels)', () => {
    const pool: MediaPool = {
      landscapes: [],
      interiors: [
        { url: '/media/bedroom.svg', kind: 'bedroom', mood: 'day' },
        { url: '/media/living.svg', kind: 'living', mood: 'day' },
        { url: '/media/spa.svg', kind: 'spa', mood: 'day' },
        { url: '/media/dining.svg', kind: 'dining', mood: 'day' },
      ],
      floorplans: ['/media/plan-1.svg', '/media/plan-2.svg'],
      portraits: [],
      files: 0,
    }
    const rng = new Rng(11)
    const counted: string[] = []
    for (let i = 0; i < 300; i++) {
      const hotel = { id: `h${i}`, category: i % 3 === 0 ? '4 Star' : '5 Star', petsAllowed: false }
      for (const room of buildRooms(rng, hotel, RESORTS[i % RESORTS.length]!, 1, pool)) {
        const count = /^(\w+)-Bedroom /.exec(room.name)?.[1]
        if (count) counted.push(`${room.name}: ${['One', 'Two', 'Three'].indexOf(count) + 1} = ${room.numBedrooms}`)
      }
    }
    expect(counted.length).toBeGreaterThan(20)
    expect(counted.filter((line) => !/: (\d) = \1$/.test(line))).toEqual([])
  })
})
