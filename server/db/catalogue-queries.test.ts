import { asc, eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createTestApp, type TestApp } from '../../tests/setup/server-app.ts'
import { propertyById, staysOverlapping } from './catalogue-queries.ts'
import { properties, stays } from './schema.ts'

let t: TestApp
beforeAll(async () => {
  t = await createTestApp({ hotels: 0, properties: 3 })
})
afterAll(async () => t?.close())

const unknownId = 'f'.repeat(24)

describe('propertyById', () => {
  it('answers every column without a list, only the named ones with one, undefined for an unknown id', async () => {
    const db = t.database.db
    const [stored] = await db.select().from(properties).orderBy(asc(properties.id)).limit(1)
    expect(await propertyById(db, stored!.id)).toEqual(stored)
    expect(await propertyById(db, stored!.id, ['id', 'name', 'salesInformation'] as const)).toEqual({
      id: stored!.id,
      name: stored!.name,
      salesInformation: stored!.salesInformation,
    })
    expect(await propertyById(db, unknownId)).toBeUndefined()
    expect(await propertyById(db, unknownId, ['id'] as const)).toBeUndefined()
  })
})

describe('staysOverlapping', () => {
  it('answers the stays that overlap [checkIn, checkOut), by check-in, a touching stay excluded', async () => {
    const db = t.database.db
    const [first] = await db.select({ propertyId: stays.propertyId }).from(stays).limit(1)
    const all = await db
      .select({ checkIn: stays.checkIn, checkOut: stays.checkOut, available: stays.available, rates: stays.rates })
      .from(stays)
      .where(eq(stays.propertyId, first!.propertyId))
      .orderBy(asc(stays.checkIn))
    expect(all.length).toBeGreaterThan(2)
    const [a, b] = [all[0]!, all[1]!]
    // the period of the second stay: the first ends on its check-in day (touching) or overlaps it
    const got = await staysOverlapping(db, first!.propertyId, b.checkIn, b.checkOut)
    const want = all.filter((s) => s.checkIn < b.checkOut && s.checkOut > b.checkIn)
    expect(got).toEqual(want)
    expect(got).toContainEqual(b)
    if (a.checkOut === b.checkIn) expect(got).not.toContainEqual(a)
    // a period that ends on the first stay's check-in day overlaps nothing before it
    expect(await staysOverlapping(db, first!.propertyId, '2000-01-01', a.checkIn)).toEqual([])
    expect(await staysOverlapping(db, unknownId, a.checkIn, b.checkOut)).toEqual([])
  })
})
