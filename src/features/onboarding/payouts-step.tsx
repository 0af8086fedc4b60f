import { plural } from '@lingui/core/macro'
import { Trans, useLingui } from '@lingui/react/macro'
import { useQuery, useQueryClient } from '@tanstack/react-query'
import { lazy, Suspense, useCallback, useEffect, useState } from 'react'
import type { TravelAgencyDto, UserDto } from '#domain/auth/current-user.ts'
import { isAllowed } from '#domain/auth/roles.ts'
import { localIsoDate } from '#domain/dates/iso-date.ts'
import { outstandingRequirements, payoutStepButton, payoutStepPanel } from '#domain/payments/account-readiness.ts'
import type { StripeAccountDto, StripeAccountSessionDto } from '#domain/payments/types.ts'
import { useFormatDate } from '#lib/format/use-format.ts'
import { fetchAccountSession, isNotConfigured, payoutKeys, stripeAccountQueryOptions } from './payout-queries.ts'

// Stripe's loader and components only ever load on this step (docs/decisions/127-payments.md)
const ConnectEmbed = lazy(() => import('./connect-embed.tsx').then((m) => ({ default: m.ConnectEmbed })))

const FALLBACK_COLOUR = '#0b3d5c'

type Props = { user: UserDto; agency: TravelAgencyDto | null; onNext: () => void }

/**
 * The commission-payout step (SPEC §2, docs/product/payments.md#the-payout-step): optional and never complete. With
 * payments configured, a supervisor sees Stripe's embedded onboarding (collecting eventually_due) or, once details are
 * submitted, the notification banner and account management; the button reads 'I'll do it later' until the account
 * is ready, then 'Ok, Next'. Without keys, for agents, or when Stripe's script cannot load, it says so and moves on.
 */
export function PayoutsStep({ user, agency, onNext }: Props) {
  const mayManage = isAllowed(user.role, 'supervisorAgentDashboard') && agency !== null
  return (
    <section className="onboarding-step payouts-step" aria-labelledby="payouts-step-title">
      <h2 id="payouts-step-title" className="onboarding-step__title">
        <Trans>Commission payouts</Trans>
      </h2>
      <p className="onboarding-step__intro">
        <Trans>Your commissions are paid out to your agency's bank account through our payment partner Stripe.</Trans>
      </p>
      {mayManage ? (
        <PayoutAccount agency={agency} onNext={onNext} />
      ) : (
        <>
          <p className="payouts-step__notice">
            <Trans>Only your agency's supervisors can set up commission payouts.</Trans>
          </p>
          <StepButton kind="later" onNext={onNext} />
        </>
      )}
    </section>
  )
}

function PayoutAccount({ agency, onNext }: { agency: TravelAgencyDto; onNext: () => void }) {
  const { i18n } = useLingui()
  const queryClient = useQueryClient()
  const account = useQuery(stripeAccountQueryOptions(agency._id))
  const [session, setSession] = useState<StripeAccountSessionDto | null>(null)
  const [sessionError, setSessionError] = useState<unknown>(null)
  const nextSession = useCallback(() => fetchAccountSession(agency._id), [agency._id])
  const hasAccount = account.data !== undefined
  useEffect(() => {
    if (!hasAccount) return
    let current = true
    nextSession().then(
      (s) => current && setSession(s),
      (e: unknown) => current && setSessionError(e),
    )
    return () => void (current = false)
  }, [hasAccount, nextSession])

  const reload = () => void queryClient.invalidateQueries({ queryKey: payoutKeys.account(agency._id) })
  const error = account.error ?? sessionError
  if (error) {
    return (
      <>
        <p className="payouts-step__notice" role="status">
          {isNotConfigured(error) ? (
            <Trans>
              Payments are not configured in this installation yet: our team sets up commission payouts with you once
              your first booking is confirmed.
            </Trans>
          ) : (
            <Trans>Your payout account could not be loaded right now. Please try again later.</Trans>
          )}
        </p>
        <StepButton kind="later" onNext={onNext} />
      </>
    )
  }
  if (!account.data) {
    return (
      <>
        <p className="payouts-step__notice" role="status">
          <Trans>Loading your payout account…</Trans>
        </p>
        <StepButton kind="later" onNext={onNext} />
      </>
    )
  }
  const data = account.data
  return (
    <>
      <AccountStatus account={data} />
      {session ? (
        <Suspense fallback={null}>
          <ConnectEmbed
            panel={payoutStepPanel(data)}
            session={session}
            nextSession={nextSession}
            colour={agency.corporateDesign?.colors?.main ?? FALLBACK_COLOUR}
            locale={i18n.locale === 'de' ? 'de-DE' : 'en-GB'}
            onExit={reload}
          />
        </Suspense>
      ) : null}
      <StepButton kind={payoutStepButton(data)} onNext={onNext} />
    </>
  )
}

/** Whether payouts are ready, and what is still due by when, in plain words with the date. */
function AccountStatus({ account }: { account: StripeAccountDto }) {
  const { t } = useLingui()
  const { date } = useFormatDate()
  if (account.ready)
    return (
      <p className="payouts-step__status payouts-step__status--ready" role="status">
        <Trans>Your payout account is ready: commissions are paid out to it.</Trans>
      </p>
    )
  const due = outstandingRequirements(account, localIsoDate())
  let text = t`Stripe needs a few details about your agency before it can pay out commission.`
  const count = due?.count ?? 0
  const when = due?.deadline ? date(due.deadline) : ''
  if (due?.deadline && due.overdue)
    text = t({
      message: plural(count, {
        one: `Stripe still needs # detail from you; it was due on ${when}. Payouts are paused until it is complete.`,
        other: `Stripe still needs # details from you; they were due on ${when}. Payouts are paused until they are complete.`,
      }),
    })
  else if (due?.deadline)
    text = t({
      message: plural(count, {
        one: `Stripe still needs # detail from you. Please complete it by ${when}, or payouts will be paused.`,
        other: `Stripe still needs # details from you. Please complete them by ${when}, or payouts will be paused.`,
      }),
    })
  else if (due && account.details_submitted)
    text = t({
      message: plural(count, {
        one: 'Stripe still needs # detail from you.',
        other: 'Stripe still needs # details from you.',
      }),
    })
  return (
    <p className="payouts-step__status" role="status">
      {text}
    </p>
  )
}

function StepButton({ kind, onNext }: { kind: 'later' | 'next'; onNext: () => void }) {
  return (
    <div className="onboarding-step__actions">
      <button type="button" className="button button--primary" onClick={onNext}>
        {kind === 'next' ? <Trans>Ok, Next</Trans> : <Trans>I'll do it later</Trans>}
      </button>
    </div>
  )
}
