import { useQueryClient } from '@tanstack/react-query'
import { useCallback } from 'react'
import type { CurrentUserAnswer } from '#domain/auth/current-user.ts'
import { JoinPage } from '#features/agency-team/join-page.tsx'
import { useAuth } from '#features/auth/auth-context.tsx'
import { refetchCurrentUser, updateCachedCurrentUser } from '#features/auth/queries.ts'

/** The join page with the sign-in: the accepted invitation's user and agency go into the cached current user. */
export function JoinRoutePage({ token }: { token: string }) {
  const auth = useAuth()
  const queryClient = useQueryClient()
  const onJoined = useCallback(
    (answer: CurrentUserAnswer) => {
      updateCachedCurrentUser(queryClient, () => answer)
      void refetchCurrentUser(queryClient)
    },
    [queryClient],
  )
  const signedIn = auth.authState.status === 'signed-in' && auth.authState.userQuery !== 'unauthorized'
  return (
    <JoinPage
      token={token}
      signedIn={signedIn}
      signIn={(options) => void auth.signIn(options)}
      signOut={() => void auth.signOut()}
      onJoined={onJoined}
    />
  )
}
