import { describe, expect, it } from 'vitest'
import { AGENCY_THEMES, matchAgencyTheme } from './agency-themes.ts'
import { AFFILIATES, findAffiliate } from './affiliates.ts'
import { CONSUMER_BRAND, DEFAULT_BRAND, DEFAULT_COLORS, LOCALHOST_BRAND, hostBrand, mergeBrand } from './brand.ts'
import {
  brandSelectionFromSearch,
  hostBrandWithSelection,
  selectableBrand,
  SELECTABLE_BRAND_IDS,
} from './brand-selection.ts'
import { corporateDesignOverrides, resolveBrand } from './resolve-brand.ts'

describe('hostBrand', () => {
  it('runs the consumer seller host as B2C without login', () => {
    for (const host of ['chalets.lds.test', 'www.luxury-chalets.example', 'CHALETS.example.com']) {
      const brand = hostBrand(host)
      expect(brand.id).toBe('consumer')
      expect(brand.isB2C).toBe(true)
      expect(brand.isLoginRequired).toBe(false)
      expect(brand.isCommissionDisplayed).toBe(false)
    }
  })

  it('gives partner hosts and their subdomains their white label', () => {
    expect(hostBrand('alpenglow-collection.com').id).toBe('alpenglow')
    expect(hostBrand('www.alpenglow-collection.com').name).toBe('Alpenglow Collection')
    expect(hostBrand('summit.lds.test').bookingReference).toEqual({
      isRequired: true,
      name: 'Reisenummer',
      prefix: 'TLS',
    })
    expect(hostBrand('maison.lds.test').colors.invertedFont).toBe(true)
    // a partner keeps the defaults it does not change
    expect(hostBrand('summit.lds.test').isLoginRequired).toBe(true)
    expect(hostBrand('summit.lds.test').pdf.mainColor).toBe('rgb(20, 45, 78)')
    // look-alike hosts are not partners
    expect(hostBrand('notalpenglow-collection.com').id).toBe('default')
  })

  it('marks a demo. host as a demo of the brand behind it', () => {
    expect(hostBrand('demo.lds.travel')).toMatchObject({ id: 'demo', isDemo: true, isB2C: false })
    expect(hostBrand('demo.chalets.example')).toMatchObject({ id: 'demo-consumer', isDemo: true, isB2C: true })
    expect(hostBrand('demo.summit.lds.test')).toMatchObject({ id: 'demo-summit-reisen', isDemo: true })
  })

  it('lets the payment profile be changed only on localhost for the default brand', () => {
    expect(hostBrand('localhost')).toBe(LOCALHOST_BRAND)
    expect(hostBrand('127.0.0.1').paymentProfile.canBeChanged).toBe(true)
    expect(hostBrand('lds.travel')).toBe(DEFAULT_BRAND)
    expect(DEFAULT_BRAND.paymentProfile).toEqual({ default: 'ClientPays', canBeChanged: false })
    expect(DEFAULT_BRAND.isLoginRequired).toBe(true)
  })
})

describe('brand selection on localhost', () => {
  it('reads ?brand=<id> and resets on an empty or unknown value', () => {
    expect(brandSelectionFromSearch('?brand=consumer')).toEqual({ kind: 'select', id: 'consumer' })
    expect(brandSelectionFromSearch('?brand=Summit-Reisen')).toEqual({ kind: 'select', id: 'summit-reisen' })
    expect(brandSelectionFromSearch('?brand=')).toEqual({ kind: 'reset' })
    expect(brandSelectionFromSearch('?brand=nope')).toEqual({ kind: 'reset' })
    expect(brandSelectionFromSearch('?lang=de')).toEqual({ kind: 'none' })
  })

  it('honours the selection on localhost only', () => {
    expect(hostBrandWithSelection('localhost', 'consumer')).toBe(CONSUMER_BRAND)
    expect(hostBrandWithSelection('localhost', null)).toBe(LOCALHOST_BRAND)
    expect(hostBrandWithSelection('lds.travel', 'consumer')).toBe(DEFAULT_BRAND)
    for (const id of SELECTABLE_BRAND_IDS) expect(selectableBrand(id)?.id).toBe(id)
  })
})

describe('agency themes', () => {
  it('has about 25 themes with distinct ids and valid patterns', () => {
    expect(AGENCY_THEMES.length).toBeGreaterThanOrEqual(24)
    expect(new Set(AGENCY_THEMES.map((t) => t.id)).size).toBe(AGENCY_THEMES.length)
  })

  it('matches company names case-insensitively, first match wins', () => {
    expect(matchAgencyTheme('Amex Centurion Travel Service')?.id).toBe('amex-centurion')
    expect(matchAgencyTheme('American Express Platinum Travel')?.id).toBe('amex-platinum')
    expect(matchAgencyTheme('AMEX travel desk')?.id).toBe('amex-platinum')
    expect(matchAgencyTheme('Quintessence Travel Atelier')?.id).toBe('quintessence')
    expect(matchAgencyTheme('nordlicht private travel')?.id).toBe('nordlicht')
    expect(matchAgencyTheme('Lumière Conciergerie Paris')?.id).toBe('lumiere-conciergerie')
    expect(matchAgencyTheme('Unknown Travel')).toBeUndefined()
    expect(matchAgencyTheme('')).toBeUndefined()
    expect(matchAgencyTheme(null)).toBeUndefined()
    // a word inside another word does not match
    expect(matchAgencyTheme('Snowlineage Tours')).toBeUndefined()
  })

  it('gives both card-company themes the card payment profile and hides offer markup', () => {
    for (const company of ['Amex Centurion Travel Service', 'American Express Travel']) {
      const brand = resolveBrand(DEFAULT_BRAND, { company })
      expect(brand.paymentProfile.default).toBe('AgentPaysWithClientCardWithoutCVV')
      expect(brand.offerMarkup).toEqual({ hide: true, isSupported: false })
      expect(brand.cardBrand).toBe('amex')
      expect(brand.isCommissionDisplayed).toBe(true)
    }
  })

  it('hides commission for the one other seller', () => {
    expect(resolveBrand(DEFAULT_BRAND, { company: 'Snowline Direct' }).isCommissionDisplayed).toBe(false)
  })
})

describe('resolveBrand', () => {
  it('keeps the host brand for visitors and on the consumer storefront', () => {
    expect(resolveBrand(DEFAULT_BRAND, null)).toBe(DEFAULT_BRAND)
    expect(resolveBrand(CONSUMER_BRAND, { company: 'Amex Centurion' })).toBe(CONSUMER_BRAND)
    expect(resolveBrand(DEFAULT_BRAND, { company: 'Nobody' })).toBe(DEFAULT_BRAND)
  })

  it('falls back to the agency name when the company does not match', () => {
    const brand = resolveBrand(DEFAULT_BRAND, { company: 'LDS', travelAgency: { name: 'Nordlicht Private Travel' } })
    expect(brand.agencyThemeId).toBe('nordlicht')
  })

  it('takes the colours of a corporate design with a main colour', () => {
    const brand = resolveBrand(DEFAULT_BRAND, {
      company: 'Belvedere Voyages',
      travelAgency: {
        name: 'Belvedere Voyages',
        corporateDesign: {
          colors: { main: '#0b3d5c', accentOnMain: '#d4af37' },
          logoUrl: '/media/logos/a.svg',
          theme: 'colorful',
        },
      },
    })
    expect(brand.colors).toMatchObject({
      main: 'rgb(11, 61, 92)',
      light1: 'rgb(212, 175, 55)',
      light2: 'rgb(231, 236, 239)',
      hover: 'rgb(6, 31, 46)',
    })
    expect(brand.logoSrc).toBe('/media/logos/a.svg')
    expect(brand.menuBar.areColorsInverted).toBe(true)
    expect(brand.pdf.mainColor).toBe('rgb(11, 61, 92)')
  })

  it('derives light1 when there is no accent and falls back to the default main for an invalid main', () => {
    expect(corporateDesignOverrides({ colors: { main: 'banana' } })?.colors?.main).toBe('rgb(18, 32, 32)')
    expect(corporateDesignOverrides({ colors: { main: '#000000' } })?.colors?.light1).toBe('rgb(102, 102, 102)')
    expect(corporateDesignOverrides({ colors: {} })).toBeNull()
    expect(corporateDesignOverrides({ logoUrl: '/x.svg' })).toBeNull()
    expect(corporateDesignOverrides(null)).toBeNull()
  })

  it('lays a corporate design over a pattern theme, keeping the theme flags', () => {
    const brand = resolveBrand(DEFAULT_BRAND, {
      company: 'Amex Centurion Travel Service',
      travelAgency: { corporateDesign: { colors: { main: 'rgb(10,20,30)' } } },
    })
    expect(brand.colors.main).toBe('rgb(10, 20, 30)')
    expect(brand.paymentProfile.default).toBe('AgentPaysWithClientCardWithoutCVV')
  })
})

describe('mergeBrand', () => {
  it('merges nested objects and ignores undefined', () => {
    const brand = mergeBrand(DEFAULT_BRAND, { colors: { main: '#000' }, name: undefined })
    expect(brand.colors).toEqual({ ...DEFAULT_COLORS, main: '#000' })
    expect(brand.name).toBe('LDS')
  })
})

describe('affiliates', () => {
  it('has the four sign-up affiliates with their data', () => {
    expect(AFFILIATES.map((a) => a.kind).sort()).toEqual([
      'hotel-apartment-group',
      'hotel-group',
      'hotel-portfolio',
      'lifestyle-program',
    ])
    for (const a of AFFILIATES) {
      expect(a.name).toBeTruthy()
      expect(a.logoSrc).toMatch(/^\/affiliates\/.+\.svg$/)
      expect(a.mainColor).toMatch(/^rgb\(/)
    }
    expect(findAffiliate('SERANDIPIANS')?.program).toEqual({ id: 'aa9568d01be2001cc32e8373', name: 'Serandipians' })
    expect(findAffiliate('nobody')).toBeUndefined()
  })
})
