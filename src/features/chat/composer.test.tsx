import { fireEvent, screen } from '@testing-library/react'
import { beforeEach, describe, expect, it, vi } from 'vitest'
import { MAX_MESSAGE_LENGTH } from '#domain/chat/chat-rules.ts'
import { renderWithI18n } from '#test/render.tsx'
import type { ChatHooks } from './chat-contract.ts'
import { Composer } from './composer.tsx'

const hooks = vi.hoisted(() => ({ draft: '', send: vi.fn(), setDraft: vi.fn() }))

vi.mock('./hooks.ts', async (): Promise<Partial<ChatHooks>> => {
  const { useState } = await import('react')
  return {
    useDraft: () => {
      const [text, setText] = useState(hooks.draft)
      return [
        text,
        (next: string) => {
          hooks.setDraft(next)
          setText(next)
        },
      ]
    },
    useSendMessage: () => hooks.send,
  }
})

beforeEach(() => {
  hooks.draft = ''
  vi.clearAllMocks()
})

const box = () => screen.getByRole('textbox', { name: 'Write a message' })
const type = (text: string) => fireEvent.change(box(), { target: { value: text } })

describe('Composer', () => {
  it('starts with the kept draft and keeps what is typed', () => {
    hooks.draft = 'Half a thought'
    renderWithI18n(<Composer cid="enq-1" />)
    expect((box() as HTMLTextAreaElement).value).toBe('Half a thought')
    type('Half a thought, finished')
    expect(hooks.setDraft).toHaveBeenLastCalledWith('Half a thought, finished')
  })

  it('sends on Enter and clears the draft; Shift+Enter does not send', () => {
    renderWithI18n(<Composer cid="enq-1" />)
    type('Line one')
    expect(fireEvent.keyDown(box(), { key: 'Enter', shiftKey: true })).toBe(true)
    expect(hooks.send).not.toHaveBeenCalled()
    fireEvent.keyDown(box(), { key: 'Enter' })
    expect(hooks.send).toHaveBeenCalledWith('Line one')
    expect((box() as HTMLTextAreaElement).value).toBe('')
  })

  it('sends with the Send button', () => {
    renderWithI18n(<Composer cid="enq-1" />)
    type('Two rooms please')
    fireEvent.click(screen.getByRole('button', { name: 'Send' }))
    expect(hooks.send).toHaveBeenCalledWith('Two rooms please')
  })

  it('does not send empty or blank text', () => {
    renderWithI18n(<Composer cid="enq-1" />)
    fireEvent.keyDown(box(), { key: 'Enter' })
    type('   \n  ')
    fireEvent.click(screen.getByRole('button', { name: 'Send' }))
    expect(hooks.send).not.toHaveBeenCalled()
  })

  it('says when the text is too long and keeps it', () => {
    renderWithI18n(<Composer cid="enq-1" />)
    const long = 'x'.repeat(MAX_MESSAGE_LENGTH + 1)
    type(long)
    fireEvent.keyDown(box(), { key: 'Enter' })
    expect(hooks.send).not.toHaveBeenCalled()
    expect(screen.getByRole('alert').textContent).toBe('Please use at most 5000 characters')
    expect((box() as HTMLTextAreaElement).value).toBe(long)
  })
})
