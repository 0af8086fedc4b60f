// @vitest-environment jsdom
import { afterEach, describe, expect, it } from 'vitest'
import { PRELOADS_PER_TASK, spreadModulePreloads } from './spread-module-preloads.ts'

function preload(href: string): HTMLLinkElement {
  const link = document.createElement('link')
  link.rel = 'modulepreload'
  link.href = href
  return link
}

const hrefsInHead = () =>
  [...document.head.querySelectorAll<HTMLLinkElement>('link[rel="modulepreload"]')].map((link) =>
    link.getAttribute('href'),
  )

describe('spreadModulePreloads', () => {
  const tasks: (() => void)[] = []
  const schedule = (run: () => void) => void tasks.push(run)
  const runTask = () => tasks.shift()?.()
  let restore = () => {}

  afterEach(() => {
    restore()
    tasks.length = 0
    document.head.replaceChildren()
  })

  it(`appends the preload links in order, ${PRELOADS_PER_TASK} per task`, () => {
    restore = spreadModulePreloads(document.head, schedule)
    const hrefs = Array.from({ length: 10 }, (_, i) => `/assets/c${i}.js`)
    for (const href of hrefs) expect(document.head.appendChild(preload(href)).getAttribute('href')).toBe(href)
    expect(hrefsInHead()).toEqual([])
    expect(tasks).toHaveLength(1)
    runTask()
    expect(hrefsInHead()).toEqual(hrefs.slice(0, 4))
    runTask()
    expect(hrefsInHead()).toEqual(hrefs.slice(0, 8))
    runTask()
    expect(hrefsInHead()).toEqual(hrefs)
    expect(tasks).toHaveLength(0)
  })

  it.each([
    {
      name: 'a stylesheet link',
      node: () => Object.assign(document.createElement('link'), { rel: 'stylesheet', href: '/a.css' }),
    },
    {
      name: 'a preload of another kind',
      node: () => Object.assign(document.createElement('link'), { rel: 'preload', href: '/a.svg' }),
    },
    { name: 'a script', node: () => document.createElement('script') },
    { name: 'a style element', node: () => document.createElement('style') },
  ])('appends $name at once', ({ node }) => {
    restore = spreadModulePreloads(document.head, schedule)
    const element = node()
    document.head.appendChild(element)
    expect(element.parentNode).toBe(document.head)
    expect(tasks).toHaveLength(0)
  })

  it('leaves other elements alone', () => {
    restore = spreadModulePreloads(document.head, schedule)
    document.body.appendChild(preload('/assets/body.js'))
    expect(document.body.querySelector('link')).not.toBeNull()
    document.body.replaceChildren()
  })

  it('schedules one task at a time, however many links come', () => {
    restore = spreadModulePreloads(document.head, schedule)
    document.head.appendChild(preload('/assets/a.js'))
    document.head.appendChild(preload('/assets/b.js'))
    expect(tasks).toHaveLength(1)
    runTask()
    document.head.appendChild(preload('/assets/c.js'))
    expect(tasks).toHaveLength(1)
    runTask()
    expect(hrefsInHead()).toEqual(['/assets/a.js', '/assets/b.js', '/assets/c.js'])
  })

  it('appends what is still waiting when put back, and appends at once after that', () => {
    const put = spreadModulePreloads(document.head, schedule)
    document.head.appendChild(preload('/assets/a.js'))
    put()
    expect(hrefsInHead()).toEqual(['/assets/a.js'])
    expect(Object.hasOwn(document.head, 'appendChild')).toBe(false)
    document.head.appendChild(preload('/assets/b.js'))
    expect(hrefsInHead()).toEqual(['/assets/a.js', '/assets/b.js'])
    runTask() // the task scheduled before finds nothing left
    expect(hrefsInHead()).toEqual(['/assets/a.js', '/assets/b.js'])
  })

  it('spreads over real tasks by default', async () => {
    restore = spreadModulePreloads()
    for (let i = 0; i < 6; i++) document.head.appendChild(preload(`/assets/t${i}.js`))
    expect(hrefsInHead()).toHaveLength(0)
    await new Promise((resolve) => setTimeout(resolve, 0))
    expect(hrefsInHead()).toHaveLength(4)
    await new Promise((resolve) => setTimeout(resolve, 0))
    expect(hrefsInHead()).toHaveLength(6)
  })
})
