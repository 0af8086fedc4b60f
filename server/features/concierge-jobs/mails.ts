import type { ReminderStage } from '#domain/concierge-jobs/reminders.ts'
import type { ServiceKind } from '#domain/concierge-jobs/types.ts'
import type { OutgoingMail } from '#server/integrations/mail/outbox.ts'

export const REMINDER_MAIL_KIND = 'concierge-job-reminder'

/** The service in the mails and the chat's text (the app's screens translate it through Lingui). */
export const SERVICE_NAMES: Record<ServiceKind, { en: string; de: string }> = {
  transfer: { en: 'Transfer', de: 'Transfer' },
  restaurant: { en: 'Restaurant table', de: 'Restauranttisch' },
  'ski-instructor': { en: 'Ski instructor', de: 'Skilehrer' },
  spa: { en: 'Spa treatment', de: 'Spa-Behandlung' },
  childcare: { en: 'Childcare', de: 'Kinderbetreuung' },
  other: { en: 'Other', de: 'Sonstiges' },
}

export type ReminderFacts = {
  recipient: string
  stage: ReminderStage
  clientName: string
  service: ServiceKind
  serviceOther: string
  placeName: string
  dueAt: Date
  timeZone: string
  link: string
}

const when = (d: Date, zone: string, locale: string) =>
  new Intl.DateTimeFormat(locale, { dateStyle: 'full', timeStyle: 'short', timeZone: zone }).format(d)

/** 'Reminder: Transfer for Ada Lovelace tomorrow / in 2 hours', in English and German, with the job's link. */
export function reminderMail(f: ReminderFacts): OutgoingMail {
  const en = f.service === 'other' ? f.serviceOther : SERVICE_NAMES[f.service].en
  const de = f.service === 'other' ? f.serviceOther : SERVICE_NAMES[f.service].de
  const soonEn = f.stage === 'soon' ? 'in about 2 hours' : 'within the next 24 hours'
  const soonDe = f.stage === 'soon' ? 'in etwa 2 Stunden' : 'in den nächsten 24 Stunden'
  const text = [
    `Hello,`,
    ``,
    `${en} for ${f.clientName} at ${f.placeName} is due ${soonEn}: ${when(f.dueAt, f.timeZone, 'en-GB')} (${f.timeZone}).`,
    ``,
    `Open the job:`,
    f.link,
    ``,
    `—`,
    ``,
    `Guten Tag,`,
    ``,
    `${de} für ${f.clientName} in ${f.placeName} ist ${soonDe} fällig: ${when(f.dueAt, f.timeZone, 'de-DE')} (${f.timeZone}).`,
    ``,
    `Auftrag öffnen:`,
    f.link,
    ``,
    `LDS Luxury Distribution`,
  ].join('\n')
  return {
    kind: REMINDER_MAIL_KIND,
    subject: `Reminder: ${en} for ${f.clientName} (${f.stage === 'soon' ? 'in 2 hours' : 'in 24 hours'})`,
    recipient: f.recipient,
    payload: { link: f.link, stage: f.stage, text },
  }
}
