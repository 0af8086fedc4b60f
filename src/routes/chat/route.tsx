import { Outlet, createFileRoute } from '@tanstack/react-router'
import * as v from 'valibot'
import { AccessGuard } from '#features/auth/access-guard.tsx'

/** ?hotel=…: only the enquiries of one hotel (the hotel page's link to all its enquiries). */
const ChatSearchSchema = v.object({
  hotel: v.fallback(v.optional(v.pipe(v.string(), v.regex(/^[\w-]{1,64}$/))), undefined),
})

export const Route = createFileRoute('/chat')({
  validateSearch: ChatSearchSchema,
  component: ChatLayout,
})

/** The chat's pages (docs/product/chat.md#screens): for the partner roles and a hotel's team. */
function ChatLayout() {
  return (
    <AccessGuard accessType="partners" allowHotelTeam>
      <Outlet />
    </AccessGuard>
  )
}
