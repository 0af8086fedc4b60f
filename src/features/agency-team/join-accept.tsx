import { Trans, useLingui } from '@lingui/react/macro'
import { useNavigate } from '@tanstack/react-router'
import { useEffect, useRef, useState } from 'react'
import type { CurrentUserAnswer } from '#domain/auth/current-user.ts'
import { ApiError } from '#lib/api-errors.ts'
import { useAcceptInvitation } from './mutations.ts'
import { failureText } from '#ui/failure-text.ts'
import { useTeamMessageTranslator } from './team-messages.ts'

type Props = {
  token: string
  agencyName: string
  signOut: () => void
  onJoined: (answer: CurrentUserAnswer) => void
}

/**
 * Accepts the invitation once, as soon as it shows (a signed-in invitee came back from the sign-in), then opens the
 * hotels; a refusal says the server's reason, and for another account's invitation (403) offers to sign out.
 */
export function JoinAccept({ token, agencyName, signOut, onJoined }: Props) {
  const { i18n } = useLingui()
  const translate = useTeamMessageTranslator()
  const accept = useAcceptInvitation(token)
  const navigate = useNavigate()
  const [failure, setFailure] = useState<{ text: string; wrongAccount: boolean; retry: boolean } | null>(null)
  const started = useRef(false)
  const run = async () => {
    setFailure(null)
    try {
      const answer = await accept.mutateAsync()
      onJoined(answer)
      await navigate({ to: '/hotels' })
    } catch (error) {
      const status = error instanceof ApiError ? error.status : null
      setFailure({
        text: failureText(error, i18n, translate),
        wrongAccount: status === 403,
        retry: status === null || status >= 500,
      })
    }
  }
  useEffect(() => {
    if (started.current) return
    started.current = true
    void run()
    // once per page: a refusal must not be asked again on every render
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [])
  if (!failure)
    return (
      <p role="status">
        <Trans>Joining {agencyName}...</Trans>
      </p>
    )
  return (
    <>
      <p role="alert" className="agency-failure">
        {failure.text}
      </p>
      <div className="join__actions">
        {failure.wrongAccount ? (
          <button type="button" className="button button--primary" onClick={signOut}>
            <Trans>Sign out</Trans>
          </button>
        ) : null}
        {failure.retry ? (
          <button type="button" className="button button--primary" onClick={() => void run()}>
            <Trans>Try again</Trans>
          </button>
        ) : null}
      </div>
    </>
  )
}
