import { describe, expect, it, vi } from 'vitest'
import { createCatalogue } from './catalogue.ts'
import type { CatalogueRepository } from './repository.ts'

const emptyRepo = (): CatalogueRepository => ({
  properties: vi.fn(async () => []),
  staysByProperty: vi.fn(async () => new Map()),
})

describe('catalogue change hook', () => {
  it('tells every subscriber of a change, and rebuilds the snapshot after it', async () => {
    const repo = emptyRepo()
    const catalogue = createCatalogue(repo)
    const first = await catalogue.snapshot()
    expect(await catalogue.snapshot()).toBe(first)
    const changed = vi.fn()
    const rebuilt = vi.fn()
    catalogue.onChange(changed)
    catalogue.onRebuilt(rebuilt)
    catalogue.notifyChanged()
    expect(changed).toHaveBeenCalledTimes(1)
    // the old snapshot answers while the new one is built in the background
    expect(await catalogue.snapshot()).toBe(first)
    await vi.waitFor(() => expect(rebuilt).toHaveBeenCalledTimes(1))
    const second = await catalogue.snapshot()
    expect(second.version).toBe(first.version + 1)
    expect(repo.properties).toHaveBeenCalledTimes(2)
  })

  it('stops telling a listener that unsubscribed', () => {
    const catalogue = createCatalogue(emptyRepo())
    const listener = vi.fn()
    const unsubscribe = catalogue.onChange(listener)
    unsubscribe()
    catalogue.notifyChanged()
    expect(listener).not.toHaveBeenCalled()
  })
})
