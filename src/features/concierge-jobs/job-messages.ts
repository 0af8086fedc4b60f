import type { MessageDescriptor } from '@lingui/core'
import { msg } from '@lingui/core/macro'
import { useLingui } from '@lingui/react'
import { useCallback } from 'react'
import { JOB_MESSAGES } from '#domain/concierge-jobs/schemas.ts'
import { translateLengthMessage } from '#lib/messages/length-message.ts'

/** The concierge job schemas' messages and the server's answers (docs/product/concierge-jobs.md#api). */
const DESCRIPTORS: Record<string, MessageDescriptor> = {
  [JOB_MESSAGES.clientName]: msg`Please enter the client's name`,
  [JOB_MESSAGES.place]: msg`Please choose a hotel or a property`,
  [JOB_MESSAGES.service]: msg`Please choose a service`,
  [JOB_MESSAGES.serviceOther]: msg`Please describe the service`,
  [JOB_MESSAGES.dueLocal]: msg`Please enter the date and time at the place`,
  [JOB_MESSAGES.assignee]: msg`Please choose a member of your agency`,
  [JOB_MESSAGES.status]: msg`Please choose a status`,
  [JOB_MESSAGES.transition]: msg`This status cannot be chosen now`,
  [JOB_MESSAGES.notEditable]: msg`A done or cancelled job cannot be changed`,
  [JOB_MESSAGES.notAHotel]: msg`Only a job at a hotel can be sent to the hotel`,
  [JOB_MESSAGES.channel]: msg`Please choose an enquiry chat with this hotel`,
  [JOB_MESSAGES.answer]: msg`Please answer 'confirmed' or 'declined'`,
  [JOB_MESSAGES.alreadyAnswered]: msg`This request was already answered or withdrawn`,
  [JOB_MESSAGES.notTheHotel]: msg`Only the hotel's team can answer in the hotel's name`,
  [JOB_MESSAGES.date]: msg`Please enter a date as YYYY-MM-DD`,
  'Concierge job not found': msg`This job was not found.`,
  'Not authenticated': msg`Not authenticated`,
}

/** Translates a job schema message or a known server answer; unknown messages pass through. */
export function useJobMessageTranslator(): (message: string) => string {
  const { i18n } = useLingui()
  return useCallback(
    (message: string) => {
      const descriptor = DESCRIPTORS[message]
      if (descriptor) return i18n._(descriptor)
      return translateLengthMessage(i18n, message) ?? message
    },
    [i18n],
  )
}
