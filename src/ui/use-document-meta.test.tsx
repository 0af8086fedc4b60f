import { render } from '@testing-library/react'
import { describe, expect, it, vi } from 'vitest'
import type { DocumentMeta } from './use-document-meta.ts'
import { useDocumentMeta } from './use-document-meta.ts'

function Page(meta: DocumentMeta) {
  useDocumentMeta(meta)
  return null
}

const robots = () => document.head.querySelector<HTMLMetaElement>('meta[name="robots"]')?.content ?? null

describe('useDocumentMeta', () => {
  it('sets title and description', () => {
    render(<Page title="Chalets | LDS" description="Chalets in the Alps" />)
    expect(document.title).toBe('Chalets | LDS')
    expect(document.head.querySelector<HTMLMetaElement>('meta[name="description"]')?.content).toBe('Chalets in the Alps')
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
