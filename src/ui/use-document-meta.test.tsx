import { render } from '@testing-library/react'
import { describe, expect, it, vi } from 'vitest'
import type { DocumentMeta } from './use-document-meta.ts'
import { useDocumentMeta, useRestoreDocumentMeta } from './use-document-meta.ts'

function Page(meta: DocumentMeta) {
  useDocumentMeta(meta)
  return null
}

const robots = () => document.head.querySelector<HTMLMetaElement>('meta[name="robots"]')?.content ?? null

describe('useDocumentMeta', () => {
  it('sets title and description', () => {
    render(<Page title="Chalets | LDS" description="Chalets in the Alps" />)
    expect(document.title).toBe('Chalets | LDS')
    expect(document.head.querySelector<HTMLMetaElement>('meta[name="description"]')?.content).toBe(
      'Chalets in the Alps',
    )
    expect(robots()).toBeNull()
  })

  it('adds robots noindex and removes it on unmount', () => {
    const { unmount } = render(<Page title="404" description="Not found" robots="noindex" />)
    expect(robots()).toBe('noindex')
    unmount()
    expect(robots()).toBeNull()
  })

  it('warns about a missing description', () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined)
    render(<Page title="No description" />)
    expect(warn).toHaveBeenCalledWith(expect.stringContaining('Missing meta description'))
    warn.mockRestore()
  })
})

function Dialog(meta: DocumentMeta) {
  useRestoreDocumentMeta()
  useDocumentMeta(meta)
  return null
}

describe('useRestoreDocumentMeta', () => {
  it('gives the page below its title and description back when a dialog with its own closes', () => {
    render(<Page title="Chalet Alpina | LDS" description="A chalet in Zermatt" />)
    const { unmount } = render(<Dialog title="Enquire about Chalet Alpina | LDS" description="Send an enquiry" />)
    expect(document.title).toBe('Enquire about Chalet Alpina | LDS')
    unmount()
    expect(document.title).toBe('Chalet Alpina | LDS')
    expect(document.head.querySelector<HTMLMetaElement>('meta[name="description"]')?.content).toBe(
      'A chalet in Zermatt',
    )
  })
})
