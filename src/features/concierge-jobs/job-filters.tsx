import { Trans, useLingui } from '@lingui/react/macro'
import { useId } from 'react'
import type { JobFilter } from '#domain/concierge-jobs/job-filter.ts'
import { JOB_STATUSES } from '#domain/concierge-jobs/types.ts'
import { localIsoDate } from '#domain/dates/iso-date.ts'
import { JOB_STATUS_LABELS } from './job-labels.ts'

type Props = {
  filter: JobFilter
  onChange: (next: JobFilter) => void
  members: { _id: string; name: string }[]
  hotels: { id: string; name: string }[]
}

const addDays = (iso: string, days: number) =>
  new Date(Date.parse(`${iso}T00:00:00Z`) + days * 86_400_000).toISOString().slice(0, 10)

/** The list's filters: status, assignee, hotel, and the local due day (today, the next 7 days, or from/to). */
export function JobFilters({ filter, onChange, members, hotels }: Props) {
  const { t, i18n } = useLingui()
  const id = useId()
  const today = localIsoDate()
  const set = (change: Partial<JobFilter>) => onChange({ ...filter, ...change })
  const isToday = filter.from === today && filter.to === today
  const isWeek = filter.from === today && filter.to === addDays(today, 6)
  return (
    <form className="job-filters" role="search" aria-label={t`Filter the jobs`} onSubmit={(e) => e.preventDefault()}>
      <div className="job-filters__quick" role="group" aria-label={t`Due`}>
        <button
          type="button"
          className={isToday ? 'button button--primary' : 'button button--ghost'}
          aria-pressed={isToday}
          onClick={() => set(isToday ? { from: undefined, to: undefined } : { from: today, to: today })}
        >
          <Trans>Today</Trans>
        </button>
        <button
          type="button"
          className={isWeek ? 'button button--primary' : 'button button--ghost'}
          aria-pressed={isWeek}
          onClick={() => set(isWeek ? { from: undefined, to: undefined } : { from: today, to: addDays(today, 6) })}
        >
          <Trans>Next 7 days</Trans>
        </button>
      </div>
      <label className="job-filters__field" htmlFor={`${id}-status`}>
        <span>
          <Trans>Status</Trans>
        </span>
        <select
          id={`${id}-status`}
          value={filter.status ?? ''}
          onChange={(e) => set({ status: (e.target.value || undefined) as JobFilter['status'] })}
        >
          <option value="">{t`All statuses`}</option>
          <option value="active">{t`Open, sent or confirmed`}</option>
          {JOB_STATUSES.map((s) => (
            <option key={s} value={s}>
              {i18n._(JOB_STATUS_LABELS[s])}
            </option>
          ))}
        </select>
      </label>
      <label className="job-filters__field" htmlFor={`${id}-assignee`}>
        <span>
          <Trans>Assignee</Trans>
        </span>
        <select
          id={`${id}-assignee`}
          value={filter.assignee ?? ''}
          onChange={(e) => set({ assignee: e.target.value || undefined })}
        >
          <option value="">{t`Everyone`}</option>
          <option value="me">{t`Me`}</option>
          {members.map((m) => (
            <option key={m._id} value={m._id}>
              {m.name}
            </option>
          ))}
        </select>
      </label>
      <label className="job-filters__field" htmlFor={`${id}-hotel`}>
        <span>
          <Trans>Hotel</Trans>
        </span>
        <select
          id={`${id}-hotel`}
          value={filter.hotelId ?? ''}
          onChange={(e) => set({ hotelId: e.target.value || undefined })}
        >
          <option value="">{t`All hotels`}</option>
          {hotels.map((h) => (
            <option key={h.id} value={h.id}>
              {h.name}
            </option>
          ))}
        </select>
      </label>
      <label className="job-filters__field" htmlFor={`${id}-from`}>
        <span>
          <Trans>Due from</Trans>
        </span>
        <input
          id={`${id}-from`}
          type="date"
          value={filter.from ?? ''}
          onChange={(e) => set({ from: e.target.value || undefined })}
        />
      </label>
      <label className="job-filters__field" htmlFor={`${id}-to`}>
        <span>
          <Trans>Due until</Trans>
        </span>
        <input
          id={`${id}-to`}
          type="date"
          value={filter.to ?? ''}
          onChange={(e) => set({ to: e.target.value || undefined })}
        />
      </label>
    </form>
  )
}
