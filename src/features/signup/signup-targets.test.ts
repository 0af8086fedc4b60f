import { describe, expect, it } from 'vitest'
import { findAffiliate } from '#domain/brand/affiliates.ts'
import { onboardingHrefFor, onboardingSearchFor } from './signup-targets.ts'

describe('onboarding targets', () => {
  it.each([
    ['no affiliate', undefined, {}, '/onboarding'],
    ['an affiliate without a program', 'alpina-hotels', {}, '/onboarding'],
    [
      'an affiliate with a program',
      'serandipians',
      { 'claim-membership-in-program-id': 'aa9568d01be2001cc32e8373' },
      '/onboarding?claim-membership-in-program-id=aa9568d01be2001cc32e8373',
    ],
  ])('%s', (_case, name, search, href) => {
    const affiliate = name ? findAffiliate(name) : undefined
    expect(onboardingSearchFor(affiliate)).toEqual(search)
    expect(onboardingHrefFor(affiliate)).toBe(href)
  })
})
