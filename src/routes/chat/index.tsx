import { createFileRoute } from '@tanstack/react-router'
import { ChatRoutePage } from './-components/chat-route-page.tsx'

export const Route = createFileRoute('/chat/')({
  component: ChatIndexRoute,
})

/** /chat: the inbox (docs/product/chat.md#screens). */
function ChatIndexRoute() {
  const { hotel } = Route.useSearch()
  return <ChatRoutePage hotelId={hotel} />
}
