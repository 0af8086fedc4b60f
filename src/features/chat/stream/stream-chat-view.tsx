/**
 * The chat in Stream mode (docs/product/chat-stream.md): a lazy chunk the built-in mode never loads.
 * Connects SPEC §3's chat user with a token from our server, queries the channels of SPEC §7 and
 * shows them with stream-chat-react; a failed connect is logged once and marks websockets blocked (§4).
 */
import { useEffect, useMemo, useState } from 'react'
import { Trans } from '@lingui/react/macro'
import { StreamChat, type UserResponse } from 'stream-chat'
import {
  Channel,
  ChannelHeader,
  ChannelList,
  Chat,
  MessageComposer,
  MessageList,
  Thread,
  Window,
} from 'stream-chat-react'
import 'stream-chat-react/dist/css/index.css'
import type { ChatUser } from '#domain/chat/chat-types.ts'
import { api } from '#lib/api-client.ts'
import { markStreamBlocked, streamChannelQuery } from './channel-query.ts'

export type StreamChatViewProps = {
  /** the public key of GET /api/system/config's chat mode */
  apiKey: string
  user: ChatUser
}

/** GET /api/current-user/stream-chat-token, asked again by the SDK when the token expires (never cached). */
export const fetchStreamToken = async (): Promise<string> =>
  (await api.get<{ token: string }>('/current-user/stream-chat-token')).token

let failureLogged = false

function useStreamClient(apiKey: string, user: ChatUser) {
  const [state, setState] = useState<{ client: StreamChat | null; failed: boolean }>({ client: null, failed: false })
  const { id, name, party } = user
  useEffect(() => {
    const client = StreamChat.getInstance(apiKey)
    let live = true
    const chatUser = { id, name, party } as UserResponse
    client
      .connectUser(chatUser, fetchStreamToken)
      .then(() => live && setState({ client, failed: false }))
      .catch((error: unknown) => {
        if (!failureLogged) console.warn('chat: Stream connect failed', error)
        failureLogged = true
        markStreamBlocked(typeof sessionStorage === 'undefined' ? undefined : sessionStorage)
        if (live) setState({ client: null, failed: true })
      })
    return () => {
      live = false
      void client.disconnectUser()
    }
  }, [apiKey, id, name, party])
  return state
}

export function StreamChatView({ apiKey, user }: StreamChatViewProps) {
  const { client, failed } = useStreamClient(apiKey, user)
  const query = useMemo(() => streamChannelQuery(user), [user])
  if (failed)
    return (
      <p role="alert">
        <Trans>
          The chat service cannot be reached from this network. Please try again later or on another network.
        </Trans>
      </p>
    )
  if (!client)
    return (
      <p role="status">
        <Trans>Connecting to the chat…</Trans>
      </p>
    )
  return (
    <Chat client={client}>
      <ChannelList filters={query.filters} sort={query.sort} options={query.options} />
      <Channel>
        <Window>
          <ChannelHeader />
          <MessageList />
          <MessageComposer />
        </Window>
        <Thread />
      </Channel>
    </Chat>
  )
}

export default StreamChatView
