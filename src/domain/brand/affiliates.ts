/**
 * The four sign-up affiliates (docs/product/brands-and-themes.md#sign-up-affiliates): a hotel apartment group, a hotel
 * group, a lifestyle program and a hotel portfolio. /signup/{affiliateName} shows their branded landing; an affiliate
 * with a program carries the program id into onboarding (claim-membership-in-program-id).
 * Program ids are the seeded programs' stable ids (server/db/seed/organisations.ts).
 */
export type Affiliate = {
  /** the {affiliateName} path segment */
  id: string
  name: string
  kind: 'hotel-apartment-group' | 'hotel-group' | 'lifestyle-program' | 'hotel-portfolio'
  logoSrc: string
  mainColor: string
  /** light text on the main colour is the default; inverted means dark text */
  isInverted?: boolean
  program?: { id: string; name: string }
  /** replaces the default invitation text on the landing */
  invitationText?: string
}

export const AFFILIATES: readonly Affiliate[] = [
  {
    id: 'haute-residences',
    name: 'Haute Résidences',
    kind: 'hotel-apartment-group',
    logoSrc: '/affiliates/haute-residences.svg',
    mainColor: 'rgb(47, 75, 69)',
    invitationText:
      'Haute Résidences invites its partner agencies to book serviced apartments in the Alps with individual rates and direct confirmation.',
  },
  {
    id: 'alpina-hotels',
    name: 'Alpina Hotel Group',
    kind: 'hotel-group',
    logoSrc: '/affiliates/alpina-hotels.svg',
    mainColor: 'rgb(90, 31, 44)',
  },
  {
    id: 'serandipians',
    name: 'Serandipians',
    kind: 'lifestyle-program',
    logoSrc: '/affiliates/serandipians.svg',
    mainColor: 'rgb(245, 240, 230)',
    isInverted: true,
    program: { id: 'aa9568d01be2001cc32e8373', name: 'Serandipians' },
    invitationText:
      'As a Serandipians member you receive the programme amenities at every participating hotel: register your agency to claim your membership.',
  },
  {
    id: 'alpine-portfolio',
    name: 'The Alpine Hotel Portfolio',
    kind: 'hotel-portfolio',
    logoSrc: '/affiliates/alpine-portfolio.svg',
    mainColor: 'rgb(18, 32, 32)',
    program: { id: '10d40b2d959fdf759fd1db12', name: 'LDS Preferred' },
  },
]

/** The affiliate of a /signup/{affiliateName} path segment (case-insensitive), if any. */
export function findAffiliate(name: string | null | undefined): Affiliate | undefined {
  const key = name?.trim().toLowerCase()
  return key ? AFFILIATES.find((affiliate) => affiliate.id === key) : undefined
}
