import { Trans, useLingui } from '@lingui/react/macro'
import { useEffect, useState } from 'react'
import * as v from 'valibot'
import { AcceptFormSchema, NETWORK_MESSAGES } from '#domain/my-network/schemas.ts'
import type { InvitationLandingDto } from '#domain/my-network/types.ts'
import { api } from '#lib/api-client.ts'
import { ApiError } from '#lib/api-errors.ts'
import { FieldMessagesProvider } from '#ui/form/field-messages.tsx'
import { useStepForm } from '#ui/form/use-step-form.ts'

type Problem = 'invalid' | 'expired' | 'used' | 'failed'
type Fields = { name: string; email: string }

const problemOf = (error: unknown): Problem =>
  error instanceof ApiError
    ? error.status === 404
      ? 'invalid'
      : error.status === 410
        ? 'expired'
        : error.status === 409
          ? 'used'
          : 'failed'
    : 'failed'

function ProblemText({ problem }: { problem: Problem }) {
  if (problem === 'invalid')
    return <Trans>This invitation link is not valid. Please ask the agency for a new one.</Trans>
  if (problem === 'expired') return <Trans>This invitation has expired. Please ask the agency for a new one.</Trans>
  if (problem === 'used') return <Trans>This invitation was already accepted.</Trans>
  return <Trans>Unfortunately, the invitation could not be opened. Please try again later.</Trans>
}

function AcceptForm({ token, onAccepted }: { token: string; onAccepted: (l: InvitationLandingDto) => void }) {
  const { t } = useLingui()
  const [problem, setProblem] = useState<Problem | null>(null)
  const translate = (m: string) =>
    m === NETWORK_MESSAGES.name
      ? t`Please enter your name`
      : m === NETWORK_MESSAGES.email
        ? t`Please enter a valid e-mail address`
        : m
  const { form, ref, onSubmit } = useStepForm<Fields>({
    initial: { name: '', email: '' },
    schema: AcceptFormSchema,
    onValid: async (values) => {
      setProblem(null)
      try {
        onAccepted(
          await api.post<InvitationLandingDto>('/hotel-manager-invitations/accept', {
            ...v.parse(AcceptFormSchema, values),
            token,
          }),
        )
      } catch (error) {
        setProblem(problemOf(error))
      }
    },
  })
  return (
    <FieldMessagesProvider translate={translate}>
      <form ref={ref} className="manager-landing__form" noValidate onSubmit={onSubmit}>
        <form.AppField name="name">
          {(field) => <field.TextField label={t`Your name`} autoComplete="name" maxLength={120} />}
        </form.AppField>
        <form.AppField name="email">
          {(field) => (
            <field.TextField label={t`Your e-mail address`} type="email" autoComplete="email" maxLength={320} />
          )}
        </form.AppField>
        <button type="submit" className="button button--primary">
          <Trans>Accept the invitation</Trans>
        </button>
        {problem ? (
          <p className="notice notice--error" role="alert">
            <ProblemText problem={problem} />
          </p>
        ) : null}
      </form>
    </FieldMessagesProvider>
  )
}

/**
 * The hotel manager's landing of a signed invitation link (docs/product/my-network.md#the-landing): opening records
 * 'opened' (a POST after the page is shown, once), the manager accepts with their name and address; an expired or
 * forged link says so.
 */
export function ManagerInvitationLanding({ token }: { token: string }) {
  const [landing, setLanding] = useState<InvitationLandingDto | null>(null)
  const [problem, setProblem] = useState<Problem | null>(null)
  useEffect(() => {
    let live = true
    api
      .post<InvitationLandingDto>('/hotel-manager-invitations/open', { token })
      .then((answer) => live && setLanding(answer))
      .catch((error: unknown) => live && setProblem(problemOf(error)))
    return () => {
      live = false
    }
  }, [token])
  return (
    <section className="manager-landing" aria-labelledby="manager-landing-title">
      <h2 id="manager-landing-title" className="manager-landing__title">
        <Trans>Your invitation to a direct contract</Trans>
      </h2>
      {problem ? (
        <p className="notice notice--error" role="alert">
          <ProblemText problem={problem} />
        </p>
      ) : !landing ? (
        <p role="status">
          <Trans>Opening your invitation...</Trans>
        </p>
      ) : landing.state === 'accepted' ? (
        <p role="status" className="manager-landing__done">
          <Trans>
            Thank you: {landing.hotelName} accepted the invitation of {landing.agencyName}. Our partner team will get in
            touch with you about the direct contract.
          </Trans>
        </p>
      ) : (
        <>
          <p>
            {landing.inviter ? (
              <Trans>
                {landing.inviter} of {landing.agencyName} invites {landing.hotelName} to a direct contract on the Luxury
                Distribution System: individual commissions, direct chat, tailor-made offers and VIP suites.
              </Trans>
            ) : (
              <Trans>
                {landing.agencyName} invites {landing.hotelName} to a direct contract on the Luxury Distribution System:
                individual commissions, direct chat, tailor-made offers and VIP suites.
              </Trans>
            )}
          </p>
          <AcceptForm token={token} onAccepted={setLanding} />
        </>
      )}
    </section>
  )
}
