import { fireEvent, screen } from '@testing-library/react'
import { describe, expect, it, vi } from 'vitest'
import { renderWithI18n } from '#test/render.tsx'
import { VersionList } from './version-list.tsx'

const versions = [
  { version: 2, savedAt: '2026-12-07T10:00:00.000Z', by: 'Anne Passédat', revertOf: 0, changed: ['hotel'] },
  { version: 1, savedAt: '2026-12-06T09:00:00.000Z', by: null, revertOf: null, changed: ['hotel', 'phone'] },
  { version: 0, savedAt: '2026-12-01T09:00:00.000Z', by: null, revertOf: null, changed: [] },
]

describe('VersionList', () => {
  it('lists who changed which fields, names version 0, and restores any version but the current one', () => {
    const onRestore = vi.fn()
    renderWithI18n(
      <VersionList
        id="versions"
        title="Versions"
        first="The first words"
        versions={versions}
        current={2}
        fieldName={(c) => c.toUpperCase()}
        onRestore={onRestore}
      />,
    )
    expect(screen.getByRole('region', { name: 'Versions' })).toBeTruthy()
    const items = screen.getAllByRole('listitem')
    expect(items.map((li) => li.textContent)).toEqual([
      expect.stringMatching(/^Version 2 · .* · Anne Passédat · restored version 0HOTEL$/),
      expect.stringMatching(/^Version 1 · .* · –HOTEL, PHONERestore$/),
      'The first wordsRestore',
    ])
    fireEvent.click(screen.getAllByRole('button', { name: 'Restore' })[1]!)
    expect(onRestore).toHaveBeenCalledWith(0)
  })

  it('shows nothing without versions', () => {
    const { container } = renderWithI18n(
      <VersionList
        id="v"
        title="Versions"
        first="-"
        versions={[]}
        current={0}
        fieldName={String}
        onRestore={vi.fn()}
      />,
    )
    expect(container.textContent).toBe('')
  })
})
