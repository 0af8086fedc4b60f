import { describe, expect, it } from 'vitest'
import { canOpenStep, firstIncompleteStep, isStepComplete, nextStep, type OnboardingFacts } from './steps.ts'
import type { OnboardingStepId } from './types.ts'

const facts = (user: OnboardingFacts['user'], agency: OnboardingFacts['agency'] = null): OnboardingFacts => ({
  user,
  agency,
})
const named = { firstName: 'Anna', travelAgencyId: null }
const member = { firstName: 'Anna', travelAgencyId: 'a1' }
const verified = { vetting: 'verified' as const, corporateDesign: null }
const designed = { vetting: 'verified' as const, corporateDesign: { colors: { main: '#123456' } } }

describe('onboarding steps', () => {
  it.each<[string, OnboardingFacts, OnboardingStepId[], OnboardingStepId]>([
    ['no user yet', facts(null), [], 'name'],
    ['no first name', facts({ firstName: '  ', travelAgencyId: 'a1' }, verified), [], 'name'],
    ['named, no agency', facts(named), [], 'agency'],
    ['agency pending', facts(member, { vetting: 'pending' }), ['design'], 'agency'],
    ['agency declined', facts(member, { vetting: 'declined' }), [], 'agency'],
    ['verified, design not passed', facts(member, verified), [], 'design'],
    ['verified, design skipped', facts(member, verified), ['design'], 'payouts'],
    ['design done, payouts skipped', facts(member, designed), ['payouts'], 'done'],
    ['design done, payouts not passed', facts(member, designed), [], 'payouts'],
    ['agency facts not fetched count as verified', facts(member, null), ['design', 'payouts'], 'done'],
  ])('%s → %s', (_, f, passed, expected) => {
    expect(firstIncompleteStep(f, passed)).toBe(expected)
  })

  it.each<[OnboardingStepId, boolean]>([
    ['name', true],
    ['agency', true],
    ['design', true],
    ['payouts', false],
    ['done', false],
  ])('%s complete for a designed, verified member: %s', (step, done) => {
    expect(isStepComplete(step, facts(member, designed))).toBe(done)
  })

  it.each<[OnboardingStepId, OnboardingStepId]>([
    ['name', 'agency'],
    ['agency', 'design'],
    ['design', 'payouts'],
    ['payouts', 'done'],
    ['done', 'done'],
  ])('after %s comes %s', (step, next) => expect(nextStep(step)).toBe(next))

  it.each<[OnboardingStepId, boolean]>([
    ['name', true],
    ['agency', true],
    ['design', false],
    ['done', false],
  ])('a named person without an agency may open %s: %s', (step, allowed) => {
    expect(canOpenStep(step, facts(named))).toBe(allowed)
  })

  it('every step opens once the required ones are done', () => {
    expect(canOpenStep('done', facts(member, verified))).toBe(true)
  })
})
