import { fireEvent, screen, waitFor } from '@testing-library/react'
import { beforeEach, describe, expect, it, vi } from 'vitest'
import type { Brand } from '#domain/brand/brand-types.ts'
import { DEFAULT_BRAND } from '#domain/brand/brand.ts'
import type { ChatChannel } from '#domain/chat/chat-types.ts'
import { ENQUIRY_TOAST_MS } from '#domain/chat/chat-rules.ts'
import { ApiError } from '#lib/api-errors.ts'
import { BrandProvider } from '#lib/brand/brand-context.tsx'
import { renderInRouter } from '#test/render-in-router.tsx'
import type * as ToastStore from '#ui/toast/toast-store.ts'
import { TOAST_DURATION_MS } from '#ui/toast/toast-store.ts'
import type { ChatHooks } from './chat-contract.ts'
import { EnquiryPanel, type EnquiryPanelProps } from './enquiry-panel.tsx'
import { HOTEL_ID, testChannel } from './test-chat.ts'

const hooks = vi.hoisted(() => ({
  channels: [] as ChatChannel[] | undefined,
  send: vi.fn(),
  toast: vi.fn(),
}))

vi.mock('#ui/toast/toast-store.ts', async (original) => ({
  ...(await original<typeof ToastStore>()),
  showToast: hooks.toast,
}))

vi.mock('./hooks.ts', (): Partial<ChatHooks> => ({
  useChatLive: () => undefined,
  useChannels: () => ({
    channels: hooks.channels,
    unreadTotal: 0,
    isPending: false,
    error: null,
    fetchedAt: null,
  }),
  useChannel: (cid) => ({
    channel: hooks.channels?.find((c) => c.cid === cid) ?? testChannel({ cid }),
    isPending: false,
    error: null,
  }),
  useMessages: () => ({
    messages: [],
    isPending: false,
    error: null,
    hasOlder: false,
    loadOlder: () => undefined,
    isLoadingOlder: false,
    fetchedAt: null,
  }),
  useMarkRead: () => () => undefined,
  useOutboxActions: () => ({ retry: () => undefined, discard: () => undefined }),
  useConnectionState: () => 'online',
  useDraft: () => ['', () => undefined],
  useSendMessage: () => () => undefined,
  useCreateEnquiry: () => ({ send: hooks.send, state: 'idle' }),
}))

beforeEach(() => {
  hooks.channels = []
  vi.clearAllMocks()
})

const hotel = { id: HOTEL_ID, name: 'Badrutt’s Palace', isChatEnabled: true, phone: '+41 81 837 10 00' }

function renderPanel(over: Partial<EnquiryPanelProps> = {}, brand: Brand = DEFAULT_BRAND) {
  const props: EnquiryPanelProps = {
    hotel,
    viewer: { role: 'agent', hotelTeam: false },
    onSignUp: vi.fn(),
    checkIn: '2027-01-09',
    checkOut: '2027-01-16',
    rooms: [{ numAdults: 2, numChildren: 0 }],
    ...over,
  }
  renderInRouter(() => (
    <BrandProvider brand={brand}>
      <EnquiryPanel {...props} />
    </BrandProvider>
  ))
  return props
}

const field = (label: string) => screen.getByLabelText(label, { exact: false })
const type = (label: string, value: string) => fireEvent.change(field(label), { target: { value } })

describe('EnquiryPanel: the tab’s states', () => {
  it('asks a visitor to sign up, and the sign-up is started on click', async () => {
    const props = renderPanel({ viewer: null })
    fireEvent.click(await screen.findByRole('button', { name: 'Sign Up' }))
    expect(props.onSignUp).toHaveBeenCalled()
  })

  it('warns that a hotel without chat is not ready yet, with the reservations phone', async () => {
    renderPanel({ hotel: { ...hotel, isChatEnabled: false } })
    expect((await screen.findByRole('heading')).textContent).toBe('Badrutt’s Palace is not ready yet')
    expect(screen.getByText(/reservation managers are still in training/)).toBeTruthy()
    expect(screen.getByRole('link', { name: '+41 81 837 10 00' }).getAttribute('href')).toBe('tel:+41818371000')
  })

  it('shows the enquiry form when there is no channel for the hotel yet', async () => {
    renderPanel()
    expect(await screen.findByRole('button', { name: 'Send enquiry' })).toBeTruthy()
    expect(field("Client's first name")).toBeTruthy()
    expect(field("Client's last name")).toBeTruthy()
    expect(field('Message').tagName).toBe('TEXTAREA')
  })

  it('shows the channel when one exists, with New enquiry and a link to all when there are several', async () => {
    hooks.channels = [testChannel({ cid: 'enq-2' }), testChannel({ cid: 'enq-1' })]
    renderPanel()
    expect(await screen.findByRole('log', { name: 'Messages' })).toBeTruthy()
    expect(screen.getByRole('link', { name: 'All 2 enquiries for this hotel' }).getAttribute('href')).toBe(
      `/chat?hotel=${HOTEL_ID}`,
    )
    fireEvent.click(screen.getByRole('button', { name: 'New enquiry' }))
    expect(screen.getByRole('button', { name: 'Send enquiry' })).toBeTruthy()
  })
})

describe('EnquiryPanel: the enquiry form', () => {
  it('shows the specification texts for missing names and message, and sends nothing', async () => {
    renderPanel()
    fireEvent.click(await screen.findByRole('button', { name: 'Send enquiry' }))
    expect(await screen.findByText("Please enter the client's first name")).toBeTruthy()
    expect(screen.getByText("Please enter the client's last name")).toBeTruthy()
    expect(screen.getByText('Please enter your message')).toBeTruthy()
    expect(hooks.send).not.toHaveBeenCalled()
  })

  it('asks for the card membership and required references where the theme says so', async () => {
    renderPanel(
      {},
      {
        ...DEFAULT_BRAND,
        cardBrand: 'amex',
        bookingReference: { ...DEFAULT_BRAND.bookingReference, isRequired: true },
      },
    )
    fireEvent.click(await screen.findByRole('button', { name: 'Send enquiry' }))
    expect(await screen.findByText('Required')).toBeTruthy()
    expect(screen.getByText('Please enter the booking reference')).toBeTruthy()
  })

  it('sends the enquiry with the page’s period and rooms, shows the 7 s toast and opens the channel', async () => {
    hooks.send.mockResolvedValue({ cid: 'enq-9' })
    renderPanel()
    await screen.findByRole('button', { name: 'Send enquiry' })
    type("Client's first name", ' Anna ')
    type("Client's last name", 'Keller')
    type('Message', 'Two rooms with a lake view, please.')
    fireEvent.click(screen.getByRole('button', { name: 'Send enquiry' }))
    await waitFor(() => expect(hooks.send).toHaveBeenCalled())
    expect(hooks.send.mock.calls[0]![0]).toEqual({
      hotelId: HOTEL_ID,
      clientFirstName: 'Anna',
      clientLastName: 'Keller',
      amexCardMember: '',
      tls: '',
      cc: '',
      messageText: 'Two rooms with a lake view, please.',
      checkIn: '2027-01-09',
      checkOut: '2027-01-16',
      rooms: [{ numAdults: 2, numChildren: 0 }],
    })
    await waitFor(() =>
      expect(hooks.toast).toHaveBeenCalledWith('Success! Please open the enquiry tab to see more.', {
        tone: 'positive',
        kind: 'hotelEnquiry',
      }),
    )
    expect(TOAST_DURATION_MS.hotelEnquiry).toBe(ENQUIRY_TOAST_MS)
    expect(await screen.findByRole('log', { name: 'Messages' })).toBeTruthy()
  })

  it('says why a send failed above the button and keeps every value', async () => {
    hooks.send.mockRejectedValue(
      new ApiError(429, { message: 'You are sending messages too quickly. Please wait a moment and try again.' }),
    )
    renderPanel()
    await screen.findByRole('button', { name: 'Send enquiry' })
    type("Client's first name", 'Anna')
    type("Client's last name", 'Keller')
    type('Message', 'Keep me')
    fireEvent.click(screen.getByRole('button', { name: 'Send enquiry' }))
    expect((await screen.findByRole('alert')).textContent).toBe(
      'You are sending messages too quickly. Please wait a moment and try again.',
    )
    expect((field('Message') as HTMLTextAreaElement).value).toBe('Keep me')
    expect((field("Client's first name") as HTMLInputElement).value).toBe('Anna')
    expect(hooks.toast).not.toHaveBeenCalled()
  })
})
