import { describe, expect, it } from 'vitest'
import { seasonLabel, seasonOf, seasonYear, seasonYears, staysOfSeason } from './seasons.ts'

describe('seasonOf', () => {
  it.each([
    ['2030-01-15', 'winter'],
    ['2030-04-30', 'winter'],
    ['2030-05-01', 'summer'],
    ['2030-08-10', 'summer'],
    ['2030-10-31', 'summer'],
    ['2030-11-01', 'winter'],
    ['2030-12-28', 'winter'],
  ] as const)('%s is %s', (date, season) => expect(seasonOf(date)).toBe(season))

  it('reads a Date in UTC', () => expect(seasonOf(new Date('2030-05-01T00:30:00Z'))).toBe('summer'))
})

describe('season years', () => {
  it.each([
    ['2030-12-07', 2030],
    ['2031-03-01', 2030],
    ['2031-07-05', 2031],
  ])('%s belongs to %i', (date, year) => expect(seasonYear(date)).toBe(year))

  it('labels seasons', () => {
    expect(seasonLabel('winter', 2030)).toBe('Winter 2030/31')
    expect(seasonLabel('summer', 2031, 'de')).toBe('Sommer 2031')
  })

  const stays = [
    { checkIn: '2031-07-05' },
    { checkIn: '2031-01-04' },
    { checkIn: '2030-12-07' },
    { checkIn: '2031-12-06' },
  ]
  it('lists the seasons with stays in order', () => {
    expect(seasonYears(stays)).toEqual([
      { season: 'winter', year: 2030 },
      { season: 'summer', year: 2031 },
      { season: 'winter', year: 2031 },
    ])
  })
  it('filters stays of a season', () => {
    expect(staysOfSeason(stays, 'winter').map((s) => s.checkIn)).toEqual(['2030-12-07', '2031-01-04', '2031-12-06'])
    expect(staysOfSeason(stays, 'winter', 2030).map((s) => s.checkIn)).toEqual(['2030-12-07', '2031-01-04'])
    expect(staysOfSeason(stays, 'summer').map((s) => s.checkIn)).toEqual(['2031-07-05'])
  })
})
