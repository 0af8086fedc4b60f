import { Trans, useLingui } from '@lingui/react/macro'
import { type InfiniteData, useMutation, useQueryClient } from '@tanstack/react-query'
import { useNavigate } from '@tanstack/react-router'
import { useId, useState } from 'react'
import * as v from 'valibot'
import { LEAD_DELETION_MESSAGES, LeadDeletionSchema } from '#domain/leads/lead-deletion.ts'
import { apiRequest } from '#lib/api-client.ts'
import type { LeadListAnswer } from '#domain/leads/types.ts'
import { leadKeys } from '#lib/leads/queries.ts'
import { showToast } from '#ui/toast/toast-store.ts'

/**
 * 'Delete lead' (admins; DELETE /api/sales/leads/{id}, soft, docs/product/extranet.md#facilities-hotels-and-leads):
 * the reason is required, a second step confirms, then the admins' list with a toast. What was typed stays on an error.
 */
export function LeadDeletion({ leadId }: { leadId: string }) {
  const { t } = useLingui()
  const id = useId()
  const navigate = useNavigate()
  const queryClient = useQueryClient()
  const [reason, setReason] = useState('')
  const [confirming, setConfirming] = useState(false)
  const [error, setError] = useState<string | null>(null)
  const mutation = useMutation({
    mutationFn: (body: { reason: string }) => apiRequest<null>(`/sales/leads/${leadId}`, { method: 'DELETE', body }),
    onSuccess: async () => {
      // the lists kept in the cache leave the lead out at once: the admins' list shown next has no stale row
      queryClient.setQueriesData<InfiniteData<LeadListAnswer>>({ queryKey: leadKeys.lists() }, (data) =>
        data
          ? { ...data, pages: data.pages.map((p) => ({ ...p, items: p.items.filter((i) => i._id !== leadId) })) }
          : data,
      )
      await queryClient.invalidateQueries({ queryKey: leadKeys.all })
      showToast(t`The lead was deleted.`, { tone: 'positive' })
      await navigate({ to: '/partner/dashboard/admin' })
    },
    onError: () => (setConfirming(false), setError(t`Unfortunately, an error occured.`)),
  })
  const messages: Record<string, string> = {
    [LEAD_DELETION_MESSAGES.reasonRequired]: t`Please say why this lead is deleted`,
    [LEAD_DELETION_MESSAGES.reasonTooLong]: t`Please use at most 500 characters`,
  }
  const check = () => {
    const parsed = v.safeParse(LeadDeletionSchema, { reason })
    if (parsed.success) return (setError(null), setConfirming(true))
    const message = parsed.issues[0].message
    setError(messages[message] ?? message)
  }
  return (
    <form className="operator-decision" noValidate onSubmit={(event) => (event.preventDefault(), check())}>
      <div className="field">
        <label className="field__label" htmlFor={`${id}-reason`}>
          <Trans>Reason for deleting</Trans>
        </label>
        <textarea
          id={`${id}-reason`}
          className="field__control field__control--textarea"
          rows={3}
          maxLength={600}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? `${id}-error` : undefined}
          value={reason}
          onChange={(event) => (setReason(event.target.value), setConfirming(false))}
        />
        {error ? (
          <p id={`${id}-error`} className="field__error" role="alert">
            {error}
          </p>
        ) : null}
      </div>
      {confirming ? (
        <div role="alertdialog" aria-labelledby={`${id}-confirm`} className="lead-page__block">
          <p id={`${id}-confirm`}>
            <Trans>Delete this lead? It leaves every list and dashboard; its history keeps the reason.</Trans>
          </p>
          <button
            type="button"
            className="button button--primary"
            disabled={mutation.isPending}
            onClick={() => mutation.mutate({ reason })}
          >
            {mutation.isPending ? <Trans>Deleting...</Trans> : <Trans>Yes, delete the lead</Trans>}
          </button>{' '}
          <button type="button" className="button button--ghost" onClick={() => setConfirming(false)}>
            <Trans>Cancel</Trans>
          </button>
        </div>
      ) : (
        <button type="submit" className="button button--ghost">
          <Trans>Delete lead</Trans>
        </button>
      )}
    </form>
  )
}
