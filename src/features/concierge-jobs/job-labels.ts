import type { I18n, MessageDescriptor } from '@lingui/core'
import { msg } from '@lingui/core/macro'
import type { Language } from '#domain/catalogue/types.ts'
import type { ConciergeJobDto, JobEventDto, JobStatus, ServiceKind } from '#domain/concierge-jobs/types.ts'
import { formatMomentIn } from '#domain/format/format-zoned.ts'

export const SERVICE_LABELS: Record<ServiceKind, MessageDescriptor> = {
  transfer: msg`Transfer`,
  restaurant: msg`Restaurant table`,
  'ski-instructor': msg`Ski instructor`,
  spa: msg`Spa treatment`,
  childcare: msg`Childcare`,
  other: msg`Other`,
}

export const JOB_STATUS_LABELS: Record<JobStatus, MessageDescriptor> = {
  open: msg`Open`,
  sent: msg`Sent to the hotel`,
  confirmed: msg`Confirmed`,
  declined: msg`Declined`,
  done: msg`Done`,
  cancelled: msg`Cancelled`,
}

/** What a button moving a job to `status` says. */
export const STATUS_ACTION_LABELS: Record<JobStatus, MessageDescriptor> = {
  open: msg`Open again`,
  sent: msg`Send to the hotel`,
  confirmed: msg`Mark as confirmed`,
  declined: msg`Mark as declined`,
  done: msg`Mark as done`,
  cancelled: msg`Cancel the job`,
}

/** The service as read: its label, or an 'other' service's own words. */
export function serviceName(i18n: I18n, job: Pick<ConciergeJobDto, 'serviceKind' | 'serviceOther'>): string {
  return job.serviceKind === 'other' && job.serviceOther ? job.serviceOther : i18n._(SERVICE_LABELS[job.serviceKind])
}

/** 'Fri, 12 Feb 2027, 18:30' in the place's zone (docs/product/language-and-formatting.md#dates-and-times). */
export const formatDueTime = (iso: string, timeZone: string, language: Language): string =>
  formatMomentIn(iso, language, timeZone)

/** A history line: who did what ('Reservations Team (hotel) confirmed'). */
export function jobEventSentence(i18n: I18n, e: JobEventDto): string {
  const who = e.actor ?? i18n._(msg`LDS`)
  const detail = e.detail ?? ''
  switch (e.kind) {
    case 'created':
      return i18n._(msg`${who} created the job`)
    case 'edited':
      return i18n._(msg`${who} edited the job`)
    case 'assigned':
      return e.detail ? i18n._(msg`${who} assigned it to ${detail}`) : i18n._(msg`${who} removed the assignee`)
    case 'status-changed': {
      const recorded = detail.endsWith('(recorded for the hotel)')
      const status = statusLabel(i18n, detail.split(' ')[0] ?? '')
      return recorded
        ? i18n._(msg`${who} recorded the hotel's answer: ${status}`)
        : i18n._(msg`${who} set the status to ${status}`)
    }
    case 'sent-to-hotel':
      return i18n._(msg`${who} sent it to the hotel in the chat`)
    case 'hotel-answered': {
      const status = statusLabel(i18n, detail)
      return i18n._(msg`${who} (hotel) answered: ${status}`)
    }
    case 'reminder-sent':
      return detail === 'soon'
        ? i18n._(msg`Reminder mailed 2 hours before`)
        : i18n._(msg`Reminder mailed 24 hours before`)
  }
}

function statusLabel(i18n: I18n, status: string): string {
  return status in JOB_STATUS_LABELS ? i18n._(JOB_STATUS_LABELS[status as JobStatus]) : status
}
