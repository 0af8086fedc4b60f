import { describe, expect, it, vi } from 'vitest'
import { BackgroundSnapshot } from './background-snapshot.ts'

/** A build whose calls resolve when the test says so: `release(i)` finishes the i-th build. */
function controlledBuild() {
  const pending: { version: number; now: Date; resolve: () => void; reject: (err: Error) => void }[] = []
  const build = vi.fn(
    (version: number, now: Date) =>
      new Promise<{ version: number; at: number }>((resolve, reject) =>
        pending.push({ version, now, resolve: () => resolve({ version, at: now.getTime() }), reject }),
      ),
  )
  return { build, pending, release: (i: number) => pending[i]!.resolve() }
}

describe('BackgroundSnapshot', () => {
  it('waits for the first build, then answers the same snapshot without building again', async () => {
    const { build, release } = controlledBuild()
    const holder = new BackgroundSnapshot(build)
    const first = holder.get()
    const second = holder.get()
    expect(build).toHaveBeenCalledTimes(1)
    release(0)
    expect(await first).toEqual({ version: 1, at: expect.any(Number) })
    expect(await second).toBe(await first)
    expect(await holder.get()).toBe(await first)
    expect(build).toHaveBeenCalledTimes(1)
  })

  it('after invalidate() answers the old snapshot while one rebuild runs, then the new one', async () => {
    const { build, release } = controlledBuild()
    const rebuilt = vi.fn()
    const holder = new BackgroundSnapshot(build, { onRebuilt: rebuilt })
    const loading = holder.get()
    release(0)
    const old = await loading
    holder.invalidate()
    expect(await holder.get()).toBe(old)
    expect(await holder.get()).toBe(old)
    expect(build).toHaveBeenCalledTimes(2)
    expect(build.mock.calls[1]![0]).toBe(2)
    release(1)
    await vi.waitFor(() => expect(rebuilt).toHaveBeenCalledTimes(2))
    expect((await holder.get()).version).toBe(2)
  })

  it('rebuilds a snapshot older than maxAgeMs, and never by age without it', async () => {
    let time = 1_000
    const now = () => new Date(time)
    const aged = controlledBuild()
    const holder = new BackgroundSnapshot(aged.build, { maxAgeMs: 100, now })
    const loading = holder.get()
    aged.release(0)
    await loading
    time = 1_099
    await holder.get()
    expect(aged.build).toHaveBeenCalledTimes(1)
    time = 1_100
    await holder.get()
    expect(aged.build).toHaveBeenCalledTimes(2)

    const ageless = controlledBuild()
    const kept = new BackgroundSnapshot(ageless.build, { now })
    const first = kept.get()
    ageless.release(0)
    await first
    time = 1_000_000_000
    await kept.get()
    expect(ageless.build).toHaveBeenCalledTimes(1)
  })

  it('reports a failed background rebuild and keeps answering the previous snapshot until the next change', async () => {
    const { build, pending, release } = controlledBuild()
    const onError = vi.fn()
    const holder = new BackgroundSnapshot(build, { onError })
    const loading = holder.get()
    release(0)
    const old = await loading
    holder.invalidate()
    expect(await holder.get()).toBe(old)
    pending[1]!.reject(new Error('database gone'))
    await vi.waitFor(() => expect(onError).toHaveBeenCalledWith(new Error('database gone')))
    expect(await holder.get()).toBe(old)
    expect(build).toHaveBeenCalledTimes(2)
    holder.invalidate()
    await holder.get()
    expect(build).toHaveBeenCalledTimes(3)
  })

  it('refresh() builds now and waits for the new snapshot', async () => {
    const { build, release } = controlledBuild()
    const holder = new BackgroundSnapshot(build)
    const loading = holder.get()
    release(0)
    await loading
    const refreshed = holder.refresh()
    release(1)
    expect((await refreshed).version).toBe(2)
    expect((await holder.get()).version).toBe(2)
  })
})
