// @vitest-environment jsdom
import { i18n } from '@lingui/core'
import { afterAll, describe, expect, it } from 'vitest'
import { activateLanguage } from '#lib/i18n.ts'
import { sectorLabel } from './domain-labels.ts'

const shown = (label: ReturnType<typeof sectorLabel>) => (typeof label === 'string' ? label : i18n._(label))

describe('sectorLabel', () => {
  afterAll(() => activateLanguage('en'))

  it.each([
    ['en', 'Centre', 'Centre'],
    ['de', 'Centre', 'Zentrum'],
    ['de', 'Jardin Alpin', 'Jardin Alpin'],
    ['de', 'Oberlech', 'Oberlech'],
    ['en', "Mont d'Arbois", "Mont d'Arbois"],
  ] as const)('%s: %s -> %s', async (language, sector, text) => {
    await activateLanguage(language)
    expect(shown(sectorLabel(sector))).toBe(text)
  })
})
