import type { I18n, MessageDescriptor } from '@lingui/core'
import { msg } from '@lingui/core/macro'
import { useLingui } from '@lingui/react'
import { useCallback } from 'react'
import { isIsoDate } from '#domain/dates/iso-date.ts'
import { formatDate } from '#domain/format/format-date.ts'
import { PROPERTY_EDIT_MESSAGES as E } from '#domain/property-stays/property-edit.ts'
import { MAX_SEASON_WEEKS, MAX_STAY_NIGHTS, STAY_MESSAGES as M } from '#domain/property-stays/stays.ts'

/** The properties' and stays' schema messages and the server's answers, in the page's language. */
const DESCRIPTORS: Record<string, MessageDescriptor> = {
  [E.name]: msg`Please enter a name of 1 to 120 characters`,
  [E.type]: msg`Please choose chalet, apartment or villa`,
  [E.count]: msg`Please enter a whole number from 0 to 100`,
  [E.currency]: msg`Please choose EUR, CHF, GBP or USD`,
  [E.levels]: msg`Please choose at least one service level`,
  [E.text]: msg`Please keep the text under 20,000 characters`,
  [E.latitude]: msg`Please enter a latitude from -90 to 90`,
  [E.longitude]: msg`Please enter a longitude from -180 to 180`,
  [E.distance]: msg`Please enter a distance of 0 or more`,
  [E.ratio]: msg`Please enter a share from 0 to 1`,
  [E.amount]: msg`Please enter an amount of 0 or more, in whole units`,
  [E.days]: msg`Please enter the days before check-in: 0 or more`,
  [E.images]: msg`Please keep only images of the property (new ones are uploaded)`,
  [E.facility]: msg`Please choose facilities from the list`,
  [E.nothing]: msg`Please change at least one field`,
  [M.checkIn]: msg`Please enter the check-in day`,
  [M.checkOut]: msg`Please enter the check-out day`,
  [M.order]: msg`The check-out must be after the check-in`,
  [M.tooLong]: msg`A stay can be at most ${MAX_STAY_NIGHTS} nights`,
  [M.rate]: msg`Please enter a rate of 0 or more, in whole units, or leave it empty for on request`,
  [M.level]: msg`Please give rates only for the service levels of the property`,
  [M.state]: msg`Please choose available, sold or on request`,
  [M.seasonFrom]: msg`Please enter the first day of the season`,
  [M.seasonTo]: msg`Please enter the last day of the season`,
  [M.seasonOrder]: msg`The end of the season must be after its start`,
  [M.noWeek]: msg`No week of this length starts on that weekday in the season`,
  [M.tooManyWeeks]: msg`Please fill at most ${MAX_SEASON_WEEKS} weeks at once`,
  "Only the property's operator and our admins can change its stays": msg`Only the property's operator and our admins can change its stays`,
  'Property not found': msg`This property is not yours to change.`,
  'Stay not found': msg`This stay is no longer there: please reload the page.`,
  // the image upload's answers (server/features/extranet/images-file.ts)
  'The image may be at most 5 MB': msg`The image may be at most 5 MB`,
  'Please upload a PNG, JPEG, WebP or SVG image': msg`Please upload a PNG, JPEG, WebP or SVG image`,
  'This SVG could not be used': msg`This SVG could not be used`,
}

const OVERLAP = /^(?:(\S+): )?This period overlaps the stay from (\S+) to (\S+): change or remove that stay first$/

export function translatePropertyMessage(i18n: I18n, message: string): string {
  const known = DESCRIPTORS[message]
  if (known) return i18n._(known)
  const overlap = OVERLAP.exec(message)
  if (overlap) {
    const lang = i18n.locale === 'de' ? 'de' : 'en'
    const [week, from, to] = overlap.slice(1).map((day) => (day && isIsoDate(day) ? formatDate(day, lang) : day))
    const text = i18n._(msg`This period overlaps the stay from ${from} to ${to}: change or remove that stay first`)
    return week ? i18n._(msg`The week from ${week}: ${text}`) : text
  }
  return message
}

export function usePropertyMessageTranslator(): (message: string) => string {
  const { i18n } = useLingui()
  return useCallback((message: string) => translatePropertyMessage(i18n, message), [i18n])
}
