import * as v from 'valibot'
import { describe, expect, it } from 'vitest'
import { NEW_HOTEL_MESSAGES as M, NewHotelSchema } from './new-hotel.ts'

const good = {
  name: 'Hotel Alpenrose',
  category: '5 Star',
  country: 'Austria',
  city: 'Lech',
  latitude: 47.2,
  longitude: 10.1,
  maxKeys: 40,
}

describe('NewHotelSchema', () => {
  it('takes the minimum and defaults the currency to EUR', () => {
    expect(v.parse(NewHotelSchema, good)).toEqual({ ...good, currency: 'EUR' })
    expect(v.parse(NewHotelSchema, { ...good, currency: 'chf' }).currency).toBe('CHF')
  })

  it.each<[Record<string, unknown>, string, string]>([
    [{ name: ' ' }, 'name', M.name],
    [{ name: undefined }, 'name', M.name],
    [{ category: '7 Star' }, 'category', M.category],
    [{ country: 'Spain' }, 'country', M.country],
    [{ city: '' }, 'city', M.city],
    [{ latitude: 91 }, 'latitude', M.latitude],
    [{ longitude: '10' }, 'longitude', M.longitude],
    [{ currency: 'euro' }, 'currency', M.currency],
    [{ maxKeys: 0 }, 'maxKeys', M.maxKeys],
    [{ maxKeys: 2.5 }, 'maxKeys', M.maxKeys],
    [{ category: '5 Star Palace' }, 'category', M.palace],
  ])('refuses %j at %s', (change, path, message) => {
    const r = v.safeParse(NewHotelSchema, { ...good, ...change })
    expect(r.success).toBe(false)
    expect(v.getDotPath(r.issues![0]!)).toBe(path)
    expect(r.issues![0]!.message).toBe(message)
  })

  it('takes 5 Star Palace in France', () => {
    expect(
      v.parse(NewHotelSchema, { ...good, category: '5 Star Palace', country: 'France', city: 'Courchevel' }).category,
    ).toBe('5 Star Palace')
  })
})
