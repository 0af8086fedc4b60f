// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from 'vitest'
import { openStorageAreas } from './open-storage-areas.ts'

afterEach(() => {
  vi.restoreAllMocks()
})

describe('openStorageAreas', () => {
  it('opens local, then session storage, each in a task of its own, and resolves a task after', async () => {
    const steps: string[] = []
    vi.spyOn(window, 'localStorage', 'get').mockImplementation(() => {
      steps.push('local')
      return { length: 0 } as Storage
    })
    vi.spyOn(window, 'sessionStorage', 'get').mockImplementation(() => {
      steps.push('session')
      return { length: 0 } as Storage
    })
    const next = () => {
      steps.push('task')
      return Promise.resolve()
    }
    await openStorageAreas(next)
    expect(steps).toEqual(['task', 'local', 'task', 'session', 'task'])
  })

  it('goes on when storage is disabled', async () => {
    vi.spyOn(window, 'localStorage', 'get').mockImplementation(() => {
      throw new DOMException('denied', 'SecurityError')
    })
    await expect(openStorageAreas(() => Promise.resolve())).resolves.toBeUndefined()
  })
})
