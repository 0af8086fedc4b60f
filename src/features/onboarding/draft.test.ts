import { describe, expect, it } from 'vitest'
import type { OnboardingDraftDto } from '#domain/onboarding/types.ts'
import type { LocalDraft } from './draft.ts'
import { furthestStep, passedSteps, pickDraft, readLocalDraft, writeLocalDraft } from './draft.ts'

const server = (updatedAt: string | null, firstName = 'Server'): OnboardingDraftDto => ({
  step: 'agency',
  values: { name: { firstName } },
  updatedAt,
})
const local = (updatedAt: string | null, synced = false, firstName = 'Local'): LocalDraft => ({
  step: 'design',
  values: { name: { firstName } },
  updatedAt,
  synced,
})

describe('pickDraft: the newer draft wins', () => {
  it.each([
    ['neither', null, null, null],
    ['only the server', server('2026-01-01T10:00:00Z'), null, 'Server'],
    ['only this device', null, local('2026-01-01T10:00:00Z'), 'Local'],
    ['this device is newer', server('2026-01-01T10:00:00Z'), local('2026-01-01T10:00:01Z'), 'Local'],
    ['the server is newer (another device)', server('2026-01-02T09:00:00Z'), local('2026-01-01T10:00:00Z'), 'Server'],
    ['a tie goes to the server', server('2026-01-01T10:00:00Z'), local('2026-01-01T10:00:00Z'), 'Server'],
    ['the server never saved one', server(null), local('2026-01-01T10:00:00Z'), 'Local'],
    ['this device has no time', server('2026-01-01T10:00:00Z'), local(null), 'Server'],
    ['an unreadable time loses', server('2026-01-01T10:00:00Z'), local('yesterday'), 'Server'],
  ])('%s', (_case, fromServer, fromDevice, expected) => {
    expect(pickDraft(fromServer, fromDevice)?.values.name?.firstName ?? null).toBe(expected)
  })

  it("marks the server's draft as synced and keeps this device's flag", () => {
    expect(pickDraft(server('2026-01-02T00:00:00Z'), local('2026-01-01T00:00:00Z'))?.synced).toBe(true)
    expect(pickDraft(server('2026-01-01T00:00:00Z'), local('2026-01-02T00:00:00Z'))?.synced).toBe(false)
  })
})

describe('steps of a draft', () => {
  it.each([
    [null, []],
    ['name', []],
    ['design', ['name', 'agency']],
    ['done', ['name', 'agency', 'design', 'payouts']],
  ] as const)('a draft at %s has passed %o', (step, passed) => {
    expect(passedSteps(step)).toEqual(passed)
  })

  it.each([
    [null, 'agency', 'agency'],
    ['design', 'name', 'design'],
    ['name', 'payouts', 'payouts'],
  ] as const)('the furthest of %s and %s is %s', (a, b, expected) => {
    expect(furthestStep(a, b)).toBe(expected)
  })
})

describe('the local draft', () => {
  it('is kept per user and read back; anything else reads as none', () => {
    const values = new Map<string, string>()
    const storage = {
      getItem: (k: string) => values.get(k) ?? null,
      setItem: (k: string, v: string) => void values.set(k, v),
    }
    writeLocalDraft(storage, 'u1', local('2026-01-01T00:00:00Z'))
    expect(readLocalDraft(storage, 'u1')?.values.name?.firstName).toBe('Local')
    expect(readLocalDraft(storage, 'u2')).toBeNull()
    values.set('lds.onboarding-draft.u3', '{"step":"nowhere","values":{}}')
    expect(readLocalDraft(storage, 'u3')).toBeNull()
    values.set('lds.onboarding-draft.u4', 'not json')
    expect(readLocalDraft(storage, 'u4')).toBeNull()
  })
})
