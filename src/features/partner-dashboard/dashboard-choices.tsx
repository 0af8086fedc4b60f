import { useLingui } from '@lingui/react/macro'
import { useInfiniteQuery } from '@tanstack/react-query'
import { useId } from 'react'
import { leadListQueryOptions } from '#lib/leads/queries.ts'

type Choice = { _id: string; name: string }

function ChoiceSelect(props: {
  label: string
  allLabel: string
  value: string | undefined
  options: readonly Choice[]
  onChange: (id: string | undefined) => void
  disabled?: boolean
}) {
  const id = useId()
  return (
    <div className="field field--select dashboard-choice">
      <label className="field__label" htmlFor={id}>
        {props.label}
      </label>
      <select
        id={id}
        className="field__control"
        value={props.value ?? ''}
        disabled={props.disabled}
        onChange={(event) => props.onChange(event.target.value || undefined)}
      >
        <option value="">{props.allLabel}</option>
        {props.options.map((option) => (
          <option key={option._id} value={option._id}>
            {option.name}
          </option>
        ))}
      </select>
    </div>
  )
}

/**
 * The team page's agent choice: the agents of the team's recent leads (the unfiltered team list,
 * which the page shows first anyway), the chosen one kept even when it is not among them.
 */
export function AgentChoice({
  value,
  onChange,
}: {
  value: string | undefined
  onChange: (id: string | undefined) => void
}) {
  const { t } = useLingui()
  const team = useInfiniteQuery(leadListQueryOptions({ scope: 'team' }))
  const agents = new Map<string, Choice>()
  for (const page of team.data?.pages ?? []) for (const item of page.items) agents.set(item.agent._id, item.agent)
  if (value && !agents.has(value)) agents.set(value, { _id: value, name: t`Chosen agent` })
  const options = [...agents.values()].sort((a, b) => a.name.localeCompare(b.name))
  return <ChoiceSelect label={t`Agent`} allLabel={t`All agents`} value={value} options={options} onChange={onChange} />
}

/** The admin page's agency choice: every agency, or one (scope all with agencyId). */
export function AgencyChoice(props: {
  value: string | undefined
  agencies: readonly Choice[] | undefined
  onChange: (id: string | undefined) => void
}) {
  const { t } = useLingui()
  return (
    <ChoiceSelect
      label={t`Agency`}
      allLabel={t`All agencies`}
      value={props.value}
      options={props.agencies ?? []}
      disabled={props.agencies === undefined}
      onChange={props.onChange}
    />
  )
}
