import { createFileRoute } from '@tanstack/react-router'
import { ChatRoutePage } from './-components/chat-route-page.tsx'

export const Route = createFileRoute('/chat/$cid')({
  component: ChatChannelRoute,
})

/** /chat/$cid: one channel, beside the inbox on wide screens (docs/product/chat.md#screens). */
function ChatChannelRoute() {
  const { cid } = Route.useParams()
  const { hotel } = Route.useSearch()
  return <ChatRoutePage cid={cid} hotelId={hotel} />
}
