import './payment-links.css'
import type { I18n, MessageDescriptor } from '@lingui/core'
import { msg } from '@lingui/core/macro'
import { Trans, useLingui } from '@lingui/react/macro'
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query'
import { useState } from 'react'
import { PAYMENT_LINK_KINDS, type PaymentLinkDto, type PaymentLinkKind } from '#domain/payments/types.ts'
import { formatAmount } from '#domain/format/format-price.ts'
import { api } from '#lib/api-client.ts'
import { ApiError } from '#lib/api-errors.ts'
import { useFormatDate } from '#lib/format/use-format.ts'
import { failureText } from '#ui/failure-text.ts'
import { showToast } from '#ui/toast/toast-store.ts'
import { LINK_KIND_LABELS, LINK_STATE_LABELS } from './link-labels.ts'
import { leadLinksKey, leadPaymentLinksQueryOptions } from './queries.ts'

/** The server's refusals (server/features/payments/link-service.ts LINK_MESSAGES), in the reader's language. */
const SERVER_MESSAGES: Record<string, MessageDescriptor> = {
  'This lead has no price to pay yet': msg`This lead has no price to pay yet`,
  'Payment links are made for requested or confirmed bookings and options': msg`Payment links are made for requested or confirmed bookings and options`,
  'This booking has no balance to pay: everything is due at booking': msg`This booking has no balance to pay: everything is due at booking`,
  'Nothing is due for this booking': msg`Nothing is due for this booking`,
  'The day to pay this has passed': msg`The day to pay this has passed`,
  'This lead already has an open prepayment link': msg`This lead already has an open prepayment link`,
  'This lead already has an open balance link': msg`This lead already has an open balance link`,
  'This link has been paid': msg`This link has been paid`,
  'This link was cancelled': msg`This link was cancelled`,
}

function linkFailure(error: unknown, i18n: I18n): string {
  if (error instanceof ApiError && error.status === 503)
    return i18n._(msg`Payments are not configured in this installation yet.`)
  return failureText(error, i18n, (message) => (SERVER_MESSAGES[message] ? i18n._(SERVER_MESSAGES[message]) : message))
}

/**
 * A property lead's payment links on its page, for our team (docs/product/payments.md#payment-links): each link's
 * amount, due day and state (paid once Stripe's webhook says so), its address to copy and send, cancel while
 * open; make the prepayment or the balance link from the lead's payment terms.
 */
export function LeadPaymentLinks({ leadId }: { leadId: string }) {
  const { t, i18n } = useLingui()
  const { date } = useFormatDate()
  const queryClient = useQueryClient()
  const links = useQuery(leadPaymentLinksQueryOptions(leadId))
  const [failure, setFailure] = useState<string | null>(null)
  const settle = () => queryClient.invalidateQueries({ queryKey: leadLinksKey(leadId) })
  const make = useMutation({
    mutationFn: (kind: PaymentLinkKind) => api.post<PaymentLinkDto>(`/leads/${leadId}/payment-links`, { kind }),
    onSettled: settle,
  })
  const cancel = useMutation({
    mutationFn: (linkId: string) => api.post<PaymentLinkDto>(`/payment-links/${linkId}/cancel`, {}),
    onSettled: settle,
  })
  const run = async <T,>(call: () => Promise<T>, done: (answer: T) => string) => {
    setFailure(null)
    try {
      showToast(done(await call()), { tone: 'positive' })
    } catch (error) {
      setFailure(linkFailure(error, i18n))
    }
  }
  const copy = async (url: string) => {
    try {
      await navigator.clipboard.writeText(url)
      showToast(t`The link is copied.`, { tone: 'positive' })
    } catch {
      showToast(t`The link could not be copied: select it and copy it yourself.`, { tone: 'info' })
    }
  }
  const live = (links.data ?? []).filter((l) => l.state === 'open' || l.state === 'paid')
  const makeable = PAYMENT_LINK_KINDS.filter((kind) => !live.some((l) => l.kind === kind))
  return (
    <div className="lead-links">
      <h3 className="lead-links__title">
        <Trans>Payment links</Trans>
      </h3>
      {links.isPending ? (
        <p className="lead-links__muted" role="status">
          <Trans>Loading the payment links...</Trans>
        </p>
      ) : links.isError ? (
        <p className="lead-links__failure" role="alert">
          {linkFailure(links.error, i18n)}
        </p>
      ) : links.data.length === 0 ? (
        <p className="lead-links__muted">
          <Trans>No payment link yet.</Trans>
        </p>
      ) : (
        <ul className="lead-links__list">
          {links.data.map((link) => (
            <li key={link.id} className={`lead-link lead-link--${link.state}`}>
              <span className="lead-link__what">
                {i18n._(LINK_KIND_LABELS[link.kind])} · {formatAmount(link.amount, link.currency)}
              </span>
              <span className={`lead-link__state lead-link__state--${link.state}`}>
                {i18n._(LINK_STATE_LABELS[link.state])}
                {link.paidAt ? ` · ${date(link.paidAt)}` : ` · ${t`due by ${date(link.dueDate)}`}`}
              </span>
              {link.state === 'open' ? (
                <span className="lead-link__actions">
                  <input
                    className="field__control lead-link__url"
                    readOnly
                    value={link.url}
                    aria-label={t`Address of the ${i18n._(LINK_KIND_LABELS[link.kind])} link`}
                    onFocus={(event) => event.currentTarget.select()}
                  />
                  <button
                    type="button"
                    className="button button--ghost button--small"
                    onClick={() => void copy(link.url)}
                  >
                    <Trans>Copy</Trans>
                  </button>
                  <button
                    type="button"
                    className="button button--ghost button--small"
                    disabled={cancel.isPending}
                    onClick={() =>
                      void run(
                        () => cancel.mutateAsync(link.id),
                        () => t`The link is cancelled.`,
                      )
                    }
                  >
                    <Trans>Cancel the link</Trans>
                  </button>
                </span>
              ) : null}
            </li>
          ))}
        </ul>
      )}
      {makeable.length > 0 && links.isSuccess ? (
        <div className="lead-links__make">
          {makeable.map((kind) => (
            <button
              key={kind}
              type="button"
              className="button button--ghost"
              disabled={make.isPending}
              onClick={() =>
                void run(
                  () => make.mutateAsync(kind),
                  (made) =>
                    made.mailedTo ? t`The link was mailed to ${made.mailedTo}.` : t`The link is ready to send.`,
                )
              }
            >
              {kind === 'prepayment' ? <Trans>Make a prepayment link</Trans> : <Trans>Make a balance link</Trans>}
            </button>
          ))}
        </div>
      ) : null}
      {failure ? (
        <p className="lead-links__failure" role="alert">
          {failure}
        </p>
      ) : null}
    </div>
  )
}
