import { isHotelTeam } from '#domain/auth/roles.ts'
import { useAuth } from '#features/auth/auth-context.tsx'
import { ChatInbox } from '#features/chat/chat-inbox.tsx'

/** The inbox with the signed-in user's side (auth): the hotel's team sees agencies, agents see hotels. */
export function ChatRoutePage({ cid, hotelId }: { cid?: string; hotelId?: string }) {
  const { user } = useAuth()
  return <ChatInbox cid={cid} hotelId={hotelId} forHotelTeam={isHotelTeam(user)} />
}
