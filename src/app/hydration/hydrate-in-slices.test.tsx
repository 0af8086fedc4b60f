import type { ReactNode } from 'react'
import { renderToString } from 'react-dom/server'
import { hydrateRoot } from 'react-dom/client'
import { afterEach, describe, expect, it } from 'vitest'
import { hydrateInSlices } from './hydrate-in-slices.ts'

const ROWS = 40
const BUSY_MS = 2

/** Keeps the thread busy for `ms`, like a component with real work to do. */
function busyFor(ms: number): void {
  const until = performance.now() + ms
  while (performance.now() < until) {
    // busy
  }
}

/** A row that takes a couple of milliseconds to render, and notes when it did. */
function SlowRow({ index, log }: { index: number; log: string[] }) {
  busyFor(BUSY_MS)
  // the first row queues another task (a tap, a frame): where does it run among the rows?
  if (index === 0 && !log.includes('row 0')) setTimeout(() => log.push('other task'), 0)
  log.push(`row ${index}`)
  return <li>{`Row ${index}`}</li>
}

function Page({ log }: { log: string[] }): ReactNode {
  return (
    <ul>
      {Array.from({ length: ROWS }, (_, index) => (
        <SlowRow key={index} index={index} log={log} />
      ))}
    </ul>
  )
}

/** Hydrates the page's server HTML and records where a task queued by its first row runs among the rows. */
async function hydrateWith(
  hydrate: (container: Element, app: ReactNode) => void,
): Promise<{ log: string[]; html: string }> {
  const container = document.createElement('div')
  container.innerHTML = renderToString(<Page log={[]} />)
  document.body.append(container)
  const log: string[] = []
  hydrate(container, <Page log={log} />)
  await new Promise<void>((resolve) => {
    const check = () =>
      log.filter((entry) => entry.startsWith('row')).length === ROWS && log.includes('other task')
        ? resolve()
        : setTimeout(check, 5)
    check()
  })
  return { log, html: container.innerHTML }
}

afterEach(() => {
  document.body.replaceChildren()
})

describe('hydrateInSlices', () => {
  it("hydrates the whole tree, keeping the server's HTML", async () => {
    const { html } = await hydrateWith(hydrateInSlices)
    expect(html).toBe(renderToString(<Page log={[]} />))
  })

  it("lets another task run between its rows, where a root's own hydration renders them all first", async () => {
    const sliced = await hydrateWith(hydrateInSlices)
    const otherTask = sliced.log.indexOf('other task')
    expect(otherTask).toBeGreaterThan(0)
    expect(otherTask).toBeLessThan(ROWS)

    const whole = await hydrateWith((container, app) => void hydrateRoot(container, app))
    expect(whole.log.indexOf('other task')).toBe(ROWS)
  })
})
