import { screen } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { renderWithI18n } from '#test/render.tsx'
import { commissionLevelOf, commissionOf } from './commission.ts'
import { formatMetres } from './location-section.tsx'
import { MarkdownText } from '#ui/markdown-text.tsx'
import { EquipmentList, equipmentColumns } from './property-lists.tsx'
import { shortSeasonName } from './season-selector.tsx'

describe('property page parts', () => {
  it('splits equipment lists longer than 8 into two columns', () => {
    expect(equipmentColumns(8)).toBe(1)
    expect(equipmentColumns(9)).toBe(2)
    const items = Array.from({ length: 9 }, (_, i) => ({ equipment: `Item ${i}` }))
    const { container } = renderWithI18n(<EquipmentList items={items} />)
    expect(container.querySelector('ul')?.className).toContain('feature-list--cols-2')
  })

  it('gives short season names, with the year only when a season repeats', () => {
    const winter = { season: 'winter' as const, year: 2026 }
    const summer = { season: 'summer' as const, year: 2027 }
    expect(shortSeasonName(winter, [winter, summer], 'Winter')).toBe('Winter')
    const nextWinter = { season: 'winter' as const, year: 2027 }
    expect(shortSeasonName(winter, [winter, summer, nextWinter], 'Winter')).toBe('Winter 26/27')
    expect(shortSeasonName(summer, [summer, { season: 'summer', year: 2028 }], 'Sommer')).toBe('Sommer 27')
  })

  it('computes the commission as total times level / 100, rounded to 2 decimals', () => {
    expect(commissionOf(12345, 12.5)).toBe(1543.13)
    expect(commissionOf(null, 10)).toBeNull()
    expect(commissionLevelOf('s1', { commission: 10, commissionPerStay: { s1: 15 } })).toBe(15)
    expect(commissionLevelOf('s2', { commission: 10, commissionPerStay: { s1: 15 } })).toBe(10)
    expect(commissionLevelOf('s2', undefined)).toBeNull()
  })

  it('writes distances in metres or kilometres with a decimal comma', () => {
    expect(formatMetres(180)).toBe('180 m')
    expect(formatMetres(1240)).toBe('1,2 km')
    expect(formatMetres(3000)).toBe('3 km')
  })

  it('renders a safe markdown subset', () => {
    renderWithI18n(<MarkdownText text={'A **bold** start.\n\n- one\n- two\n\n<script>x</script>'} />)
    expect(screen.getByText('bold').tagName).toBe('STRONG')
    expect(screen.getAllByRole('listitem')).toHaveLength(2)
    expect(document.querySelector('script')).toBeNull()
    expect(screen.getByText('<script>x</script>')).toBeTruthy()
  })
})
