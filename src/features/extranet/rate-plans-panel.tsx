import { Plural, Trans, useLingui } from '@lingui/react/macro'
import { useQuery, useQueryClient } from '@tanstack/react-query'
import { useState } from 'react'
import { NEW_RATE_PLAN, type EditableRatePlan, type RatePlanDeleteAnswer } from '#domain/extranet/rate-plan.ts'
import { api } from '#lib/api-client.ts'
import { MEAL_PLAN_LABELS } from '#lib/labels/meal-plan-labels.ts'
import { failureText } from '#ui/failure-text.ts'
import { showToast } from '#ui/toast/toast-store.ts'
import { extranetKeys, ratePlansQueryOptions } from './queries.ts'
import { RatePlanForm } from './rate-plan-form.tsx'
import { PROFILE_LABELS, useRatePlanMessageTranslator } from './rate-plan-messages.ts'

/**
 * The hotel's rate plans (docs/product/extranet.md#rate-plans): the list, those on sale first, each with Edit,
 * Archive or Restore and Delete; **Add a rate plan**; the editor below the list. Agents' offers follow a save at once.
 */
export function RatePlansPanel({ hotelId }: { hotelId: string }) {
  const { t, i18n } = useLingui()
  const translate = useRatePlanMessageTranslator()
  const queryClient = useQueryClient()
  const plans = useQuery(ratePlansQueryOptions(hotelId))
  const [editing, setEditing] = useState<EditableRatePlan | 'new' | null>(null)
  const [failure, setFailure] = useState<string | null>(null)
  const refresh = () => queryClient.invalidateQueries({ queryKey: extranetKeys.hotel(hotelId) })
  const url = (id: string) => `/extranet/hotels/${hotelId}/rate-plans/${id}`

  async function archive(plan: EditableRatePlan, archived: boolean) {
    setFailure(null)
    try {
      await api.patch(url(plan.id), { archived })
      showToast(archived ? t`The rate plan is archived.` : t`The rate plan is on sale again.`, { tone: 'positive' })
      await refresh()
    } catch (error) {
      setFailure(failureText(error, i18n, translate))
    }
  }

  async function remove(plan: EditableRatePlan) {
    if (!window.confirm(t`Delete the rate plan ${plan.name.en}? Agents can no longer book it.`)) return
    setFailure(null)
    try {
      const answer = await api.delete<RatePlanDeleteAnswer>(url(plan.id))
      const interests = 'archived' in answer ? answer.interests : 0
      showToast(
        'archived' in answer
          ? t`Saved interests name this rate plan (${interests}): it is archived instead, and they keep it.`
          : t`The rate plan is deleted.`,
        { tone: 'positive' },
      )
      if (editing !== 'new' && editing?.id === plan.id) setEditing(null)
      await refresh()
    } catch (error) {
      setFailure(failureText(error, i18n, translate))
    }
  }

  if (plans.isPending)
    return (
      <p className="extranet-muted" role="status">
        <Trans>Loading the rate plans...</Trans>
      </p>
    )
  if (plans.isError)
    return (
      <p className="extranet-failure" role="alert">
        <Trans>The rate plans could not be loaded.</Trans>
      </p>
    )
  return (
    <div className="rate-plans">
      <ul className="rate-plans__list">
        {plans.data.ratePlans.map((plan) => (
          <li key={plan.id} className={`rate-plans__item${plan.archived ? ' rate-plans__item--archived' : ''}`}>
            <div className="rate-plans__facts">
              <strong>{i18n.locale === 'de' && plan.name.de ? plan.name.de : plan.name.en}</strong>
              <span>{i18n._(PROFILE_LABELS[plan.paymentProfile])}</span>
              <span>
                {i18n._(MEAL_PLAN_LABELS[plan.mealPlan])} ·{' '}
                <Plural value={plan.minNights} one="min. # night" other="min. # nights" />
                {plan.isOnRequest ? <> · {t`On request`}</> : null}
              </span>
              {plan.archived ? (
                <span className="rate-plans__badge">
                  <Trans>Archived</Trans>
                </span>
              ) : null}
            </div>
            <div className="rate-plans__actions">
              <button type="button" className="button button--ghost button--small" onClick={() => setEditing(plan)}>
                <Trans>Edit</Trans>
                <span className="visually-hidden"> {plan.name.en}</span>
              </button>
              <button
                type="button"
                className="button button--ghost button--small"
                onClick={() => void archive(plan, !plan.archived)}
              >
                {plan.archived ? <Trans>Restore</Trans> : <Trans>Archive</Trans>}
                <span className="visually-hidden"> {plan.name.en}</span>
              </button>
              <button type="button" className="button button--ghost button--small" onClick={() => void remove(plan)}>
                <Trans>Delete</Trans>
                <span className="visually-hidden"> {plan.name.en}</span>
              </button>
            </div>
          </li>
        ))}
      </ul>
      {failure ? (
        <p className="extranet-failure" role="alert">
          {failure}
        </p>
      ) : null}
      <button type="button" className="button button--ghost" onClick={() => setEditing('new')}>
        <Trans>Add a rate plan</Trans>
      </button>
      {editing ? (
        <RatePlanForm
          key={editing === 'new' ? 'new' : editing.id}
          hotelId={hotelId}
          plan={editing === 'new' ? null : editing}
          initial={editing === 'new' ? NEW_RATE_PLAN : editing}
          onSaved={async () => {
            setEditing(null)
            await refresh()
          }}
          onCancel={() => setEditing(null)}
        />
      ) : null}
    </div>
  )
}
