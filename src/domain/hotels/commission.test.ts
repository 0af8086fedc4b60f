import { describe, expect, it } from 'vitest'
import type { ProgramMembership } from '../catalogue/types.ts'
import {
  commissionForPartner,
  commissionLevelFor,
  planCommissionLevel,
  ratePlanLevelFor,
  round2,
} from './commission.ts'

describe('round2: half away from zero, 2 decimals', () => {
  it.each([
    [1.005, 1.01],
    [1.004, 1],
    [2.675, 2.68],
    [1234.5649, 1234.56],
    [0.125, 0.13],
    [-1.005, -1.01],
    [0, 0],
    [-0, 0],
    [100, 100],
  ])('%d -> %d', (value, rounded) => expect(round2(value)).toBe(rounded))
})

describe('commissionLevelFor: the hotel level raised by confirmed program memberships', () => {
  const programs = [
    { programId: 'virtuoso', commissionLevel: 10 },
    { programId: 'lds', commissionLevel: 12 },
    { programId: 'low', commissionLevel: 5 },
  ]
  it.each<[string, number, ProgramMembership[], number]>([
    ['no memberships', 8, [], 8],
    ['confirmed higher program', 8, [{ programId: 'lds', status: 'confirmed' }], 12],
    ['claimed only: not yet', 8, [{ programId: 'lds', status: 'claimedByAgency' }], 8],
    ['lower program does not lower', 8, [{ programId: 'low', status: 'confirmed' }], 8],
    [
      'highest of several',
      8,
      [
        { programId: 'virtuoso', status: 'confirmed' },
        { programId: 'lds', status: 'confirmed' },
      ],
      12,
    ],
    ['membership of a program the hotel is not in', 8, [{ programId: 'other', status: 'confirmed' }], 8],
    ['hotel level above every program', 15, [{ programId: 'lds', status: 'confirmed' }], 15],
  ])('%s', (_, hotelLevel, memberships, level) =>
    expect(commissionLevelFor(hotelLevel, programs, memberships)).toBe(level),
  )
})

describe('planCommissionLevel: commission on client rates only', () => {
  it.each([
    ['ClientPays', 12, 12],
    ['AgencyPaysStandAloneRate', 12, 0],
    ['AgencyPaysPackageRate', 12, 0],
  ] as const)('%s at %d: %d', (profile, level, expected) => expect(planCommissionLevel(profile, level)).toBe(expected))
})

describe("ratePlanLevelFor: a plan's own level in place of the hotel's, raised by confirmed programs", () => {
  const hotelPrograms = [{ programId: 'lds', commissionLevel: 12 }]
  const confirmed = [{ programId: 'lds', status: 'confirmed' as const }]
  it.each([
    ['no level of its own: the hotel’s', 'ClientPays', null, [], 8],
    ['its own level above the hotel’s', 'ClientPays', 15, [], 15],
    ['its own level below the hotel’s', 'ClientPays', 5, [], 5],
    ['its own level below a confirmed program’s: the program’s', 'ClientPays', 5, confirmed, 12],
    ['its own level above a confirmed program’s', 'ClientPays', 15, confirmed, 15],
    ['a net rate with a level (never stored): 0', 'AgencyPaysStandAloneRate', 15, confirmed, 0],
    ['a package net rate: 0', 'AgencyPaysPackageRate', null, [], 0],
  ] as const)('%s', (_, paymentProfile, commissionLevel, memberships, expected) =>
    expect(ratePlanLevelFor({ paymentProfile, commissionLevel }, 8, hotelPrograms, memberships)).toBe(expected),
  )
})

describe('commissionForPartner = round2(sum(priceTotal × level / 100))', () => {
  it.each<[string, { priceTotal?: number; commissionLevelForPartner: number | null }[], number | null]>([
    ['one room', [{ priceTotal: 1000, commissionLevelForPartner: 10 }], 100],
    [
      'two rooms, rounded once at the end',
      [
        { priceTotal: 333.33, commissionLevelForPartner: 10 },
        { priceTotal: 333.33, commissionLevelForPartner: 10 },
      ],
      66.67,
    ],
    ['half cent rounds up', [{ priceTotal: 100.05, commissionLevelForPartner: 10 }], 10.01],
    ['net rate (level 0)', [{ priceTotal: 5000, commissionLevelForPartner: 0 }], 0],
    [
      'mixed levels',
      [
        { priceTotal: 1234.56, commissionLevelForPartner: 12 },
        { priceTotal: 999.99, commissionLevelForPartner: 8 },
      ],
      228.15,
    ],
    [
      'a room on request: unknown',
      [{ commissionLevelForPartner: 10 }, { priceTotal: 100, commissionLevelForPartner: 10 }],
      null,
    ],
    ['level hidden by the theme', [{ priceTotal: 100, commissionLevelForPartner: null }], null],
    ['no offers', [], 0],
  ])('%s', (_, offers, expected) => expect(commissionForPartner(offers)).toBe(expected))
})
