import { screen } from '@testing-library/react'
import { afterAll, describe, expect, it } from 'vitest'
import { activateLanguage, loadCatalogAreas } from '#lib/i18n.ts'
import { renderWithI18n } from '#test/render.tsx'
import { useInPlace } from './use-destination-texts.ts'

function Phrase({ where, country }: { where: string; country?: string }) {
  return <p>{useInPlace()(where, country)}</p>
}

afterAll(() => activateLanguage('en'))

describe('useInPlace (the property breadcrumb and the destination headings)', () => {
  it.each([
    ['en', 'Switzerland', 'Switzerland', 'in Switzerland'],
    ['en', 'France', 'France', 'in France'],
    ['de', 'Schweiz', 'Switzerland', 'in der Schweiz'],
    ['de', 'Frankreich', 'France', 'in Frankreich'],
    ['de', 'Zermatt', undefined, 'in Zermatt'],
  ] as const)('%s: %s → %s', async (language, where, country, text) => {
    await activateLanguage(language)
    await loadCatalogAreas(['storefront'])
    renderWithI18n(<Phrase where={where} country={country} />)
    expect(screen.getByText(text)).toBeTruthy()
  })
})
