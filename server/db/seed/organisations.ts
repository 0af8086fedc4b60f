/**
 * Programs, property operators and travel agencies. Their ids are stable (derived from their key),
 * so users seeded elsewhere keep their agency and memberships keep their program across reseeds.
 */
import type { CorporateDesign, ProgramMembership } from '#domain/catalogue/types.ts'
import { logoSvg } from './images/logo.ts'
import type { Emblem } from './images/logo.ts'
import { stableId } from './random.ts'

export type ProgramDef = {
  key: string
  id: string
  name: string
  commissionLevel: number
  isVisibleInHotelSearch: boolean
  emblem: Emblem
  color: string
  accent: string
}

const program = (
  key: string,
  name: string,
  commissionLevel: number,
  isVisibleInHotelSearch: boolean,
  emblem: Emblem,
  color: string,
  accent: string,
): ProgramDef => ({
  key,
  id: stableId(`program:${key}`),
  name,
  commissionLevel,
  isVisibleInHotelSearch,
  emblem,
  color,
  accent,
})

export const PROGRAMS: ProgramDef[] = [
  program('virtuoso', 'Virtuoso', 10, true, 'ring', '#122020', '#ab8157'),
  program('serandipians', 'Serandipians', 10, true, 'star', '#3d2f3a', '#c9a96e'),
  program('amex-fhr', 'Amex Fine Hotels + Resorts', 10, true, 'shield', '#1f4e79', '#9fb7cc'),
  program('four-seasons-preferred', 'Four Seasons Preferred Partner', 10, false, 'diamond', '#2b2b2b', '#a08c6a'),
  program('lds-preferred', 'LDS Preferred', 12, true, 'peak', '#122020', '#ab8157'),
  program('signature', 'Signature Travel Network', 8, false, 'diamond', '#5a4634', '#e5ddc9'),
]

export const programRows = () =>
  PROGRAMS.map((p) => ({
    id: p.id,
    name: p.name,
    commissionLevel: p.commissionLevel,
    isVisibleInHotelSearch: p.isVisibleInHotelSearch,
    logoInline: logoSvg({ name: p.name, emblem: p.emblem, color: p.color, accent: p.accent }),
  }))

export type OperatorDef = { id: string; name: string; rentalChannel: string; terms: string; weight: number }

const operator = (key: string, name: string, weight: number, terms: string): OperatorDef => ({
  id: stableId(`operator:${key}`),
  name,
  rentalChannel: stableId(`rental-channel:${key}`),
  terms,
  weight,
})

export const OPERATORS: OperatorDef[] = [
  operator(
    'haute-montagne',
    'Haute Montagne Collection',
    5,
    'Rentals are governed by the general terms of Haute Montagne Collection SAS, Courchevel. Bookings are confirmed once the prepayment has been received.',
  ),
  operator(
    'edelweiss-private',
    'Edelweiss Private Chalets',
    4,
    'The lessor’s conditions of Edelweiss Private Chalets AG apply. Arrival from 17:00, departure by 10:00 on Saturday.',
  ),
  operator(
    'summit-homes',
    'Summit Luxury Homes',
    3,
    'Summit Luxury Homes Ltd acts as agent for the owner. The rental contract is concluded between the guest and the owner.',
  ),
  operator(
    'bellecote-estates',
    'Bellecôte Estates',
    3,
    'Terms of Bellecôte Estates SARL: the security deposit is released within 14 days after departure, less any damage.',
  ),
  operator(
    'alpenglow',
    'Alpenglow Retreats',
    3,
    'Alpenglow Retreats GmbH conditions apply. Pets only with prior written consent of the owner.',
  ),
  operator(
    'white-peak',
    'White Peak Living',
    2,
    'White Peak Living SA general rental conditions. Events and parties require the written approval of the owner.',
  ),
  operator(
    'maison-des-cimes',
    'Maison des Cimes',
    2,
    'Maison des Cimes conditions générales de location apply; the English translation is provided for convenience.',
  ),
]

export type AgencyDef = {
  id: string
  key: string
  name: string
  emailDomain: string
  autoInviteEmailDomain: string | null
  corporateDesign: CorporateDesign | null
  programMemberships: ProgramMembership[]
  isLuxuryTravelAgency: boolean
  logo: { emblem: Emblem; color: string; accent: string; background?: string; tagline?: string } | null
}

const pid = (key: string) => stableId(`program:${key}`)

const agency = (key: string, name: string, rest: Omit<AgencyDef, 'id' | 'key' | 'name'>): AgencyDef => ({
  id: stableId(`agency:${key}`),
  key,
  name,
  ...rest,
})

/** Agencies use reserved `.example` e-mail domains so that demo mail never reaches a real company. */
export const AGENCIES: AgencyDef[] = [
  agency('belvedere', 'Belvedere Voyages', {
    emailDomain: 'belvedere-voyages.example',
    autoInviteEmailDomain: 'belvedere-voyages.example',
    isLuxuryTravelAgency: true,
    corporateDesign: {
      colors: { main: '#0b3d5c', accentOnMain: '#d4af37' },
      logoUrl: '/media/logos/agency-belvedere.svg',
      theme: 'colorful',
    },
    programMemberships: [
      { programId: pid('virtuoso'), status: 'confirmed' },
      { programId: pid('lds-preferred'), status: 'confirmed' },
    ],
    logo: { emblem: 'peak', color: '#d4af37', accent: '#ffffff', background: '#0b3d5c', tagline: 'Private travel' },
  }),
  agency('amex-centurion', 'Amex Centurion Travel Service', {
    emailDomain: 'centurion-travel.example',
    autoInviteEmailDomain: 'centurion-travel.example',
    isLuxuryTravelAgency: true,
    corporateDesign: null,
    programMemberships: [{ programId: pid('amex-fhr'), status: 'confirmed' }],
    logo: null,
  }),
  agency('kensington', 'Kensington Luxury Journeys', {
    emailDomain: 'kensington-journeys.example',
    autoInviteEmailDomain: 'kensington-journeys.example',
    isLuxuryTravelAgency: true,
    corporateDesign: {
      colors: { main: '#3d2f3a', accentOnMain: '#e5ddc9' },
      logoUrl: '/media/logos/agency-kensington.svg',
      theme: 'plain',
    },
    programMemberships: [{ programId: pid('serandipians'), status: 'confirmed' }],
    logo: { emblem: 'shield', color: '#3d2f3a', accent: '#ab8157', tagline: 'Since 1987' },
  }),
  agency('alpine-concierge', 'Alpine Concierge Zürich', {
    emailDomain: 'alpine-concierge.example',
    autoInviteEmailDomain: null,
    isLuxuryTravelAgency: true,
    corporateDesign: null,
    programMemberships: [{ programId: pid('virtuoso'), status: 'claimedByAgency' }],
    logo: null,
  }),
  agency('maison-voyage', 'Maison Voyage Privé', {
    emailDomain: 'maison-voyage-prive.example',
    autoInviteEmailDomain: 'maison-voyage-prive.example',
    isLuxuryTravelAgency: true,
    corporateDesign: null,
    programMemberships: [{ programId: pid('lds-preferred'), status: 'confirmed' }],
    logo: null,
  }),
  agency('quintessence', 'Quintessence Travel Atelier', {
    emailDomain: 'quintessence-atelier.example',
    autoInviteEmailDomain: null,
    isLuxuryTravelAgency: true,
    corporateDesign: null,
    programMemberships: [
      { programId: pid('signature'), status: 'confirmed' },
      { programId: pid('four-seasons-preferred'), status: 'claimedByAgency' },
    ],
    logo: null,
  }),
  agency('nordlicht', 'Nordlicht Private Travel', {
    emailDomain: 'nordlicht-travel.example',
    autoInviteEmailDomain: 'nordlicht-travel.example',
    isLuxuryTravelAgency: true,
    corporateDesign: null,
    programMemberships: [],
    logo: null,
  }),
  agency('azure', 'Azure Lifestyle Concierge', {
    emailDomain: 'azure-lifestyle.example',
    autoInviteEmailDomain: null,
    isLuxuryTravelAgency: false,
    corporateDesign: null,
    programMemberships: [],
    logo: null,
  }),
]

export const agencyRows = () =>
  AGENCIES.map((a) => ({
    id: a.id,
    name: a.name,
    corporateDesign: a.corporateDesign,
    autoInviteEmailDomain: a.autoInviteEmailDomain,
    programMemberships: a.programMemberships,
    isLuxuryTravelAgency: a.isLuxuryTravelAgency,
    emailDomain: a.emailDomain,
  }))

/** Logo files of the agencies that have one: [relative path under the media dir, svg]. */
export const agencyLogoFiles = (): [string, string][] =>
  AGENCIES.filter((a) => a.logo).map((a) => [
    `logos/agency-${a.key}.svg`,
    logoSvg({ name: a.name, ...(a.logo as NonNullable<AgencyDef['logo']>) }),
  ])
