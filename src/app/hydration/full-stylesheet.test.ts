// @vitest-environment jsdom
import { afterEach, describe, expect, it } from 'vitest'
import { loadFullStylesheet } from './full-stylesheet.ts'

afterEach(() => {
  document.head.replaceChildren()
})

function critical(): HTMLStyleElement {
  const style = document.createElement('style')
  style.dataset.href = '/assets/style-a1.css'
  style.dataset.critical = ''
  style.textContent = '.card{color:red}'
  document.head.append(style)
  return style
}

describe('loadFullStylesheet', () => {
  it('links the whole stylesheet right after the inline rules and settles when it has loaded', async () => {
    const style = critical()
    let settled = false
    const done = loadFullStylesheet().then(() => (settled = true))
    const link = style.nextElementSibling as HTMLLinkElement
    expect(link.outerHTML).toBe('<link rel="stylesheet" href="/assets/style-a1.css" data-full-stylesheet="">')
    await Promise.resolve()
    expect(settled).toBe(false)
    link.dispatchEvent(new Event('load'))
    await done
    expect(settled).toBe(true)
  })

  it('settles when the stylesheet fails to load: the page keeps its inline rules', async () => {
    critical()
    const done = loadFullStylesheet()
    document.querySelector('link')!.dispatchEvent(new Event('error'))
    await expect(done).resolves.toBeUndefined()
    expect(document.querySelector('style[data-critical]')).not.toBeNull()
  })

  it('adds the link once, however often it is asked', async () => {
    critical()
    const first = loadFullStylesheet()
    const second = loadFullStylesheet()
    expect(document.querySelectorAll('link[rel="stylesheet"]')).toHaveLength(1)
    document.querySelector('link')!.dispatchEvent(new Event('load'))
    await Promise.all([first, second])
  })

  it('does nothing when the page has the whole stylesheet already (inline or linked)', async () => {
    const whole = document.createElement('style')
    whole.dataset.href = '/assets/style-a1.css'
    document.head.append(whole)
    await loadFullStylesheet()
    expect(document.querySelectorAll('link')).toHaveLength(0)
  })
})
