import type { I18n, MessageDescriptor } from '@lingui/core'
import { msg } from '@lingui/core/macro'
import { useLingui } from '@lingui/react'
import { useCallback } from 'react'
import { MAX_RANGE_NIGHTS } from '#domain/extranet/calendar.ts'
import { CSV_MESSAGES as C } from '#domain/extranet/csv.ts'
import { EXTRANET_MESSAGES as M } from '#domain/extranet/schemas.ts'

/** The extranet schemas' messages and the server's answers, in the page's language. */
const DESCRIPTORS: Record<string, MessageDescriptor> = {
  [M.room]: msg`Please choose a room`,
  [M.from]: msg`Please enter the first night`,
  [M.to]: msg`Please enter the last night`,
  [M.order]: msg`The last night cannot be before the first`,
  [M.tooLong]: msg`Please change at most ${MAX_RANGE_NIGHTS} nights at once`,
  [M.weekdays]: msg`Please choose at least one weekday`,
  [M.price]: msg`Please enter a price of 0 or more, in whole units`,
  [M.available]: msg`Please enter the rooms to sell: 0 or more, in whole numbers`,
  [M.nothing]: msg`Please change the price, the rooms to sell, the stop-sell or a restriction`,
  [M.minStay]: msg`Please enter a minimum stay of 1 to 99 nights, in whole numbers`,
  [M.flag]: msg`Please send true or false`,
  [C.empty]: msg`Please paste or upload a CSV with a header row and at least one row`,
  [C.header]: msg`The first row must name the columns: room, from, to, weekdays, price, rooms_to_sell, stop_sell, cta, ctd, min_stay (room, from and to are needed)`,
  [C.tooMany]: msg`Please import at most 1000 rows at once`,
  [C.flag]: msg`Please write yes or no (or leave it blank to keep)`,
  [C.weekdays]: msg`Please write weekdays as numbers 1 (Monday) to 7 (Sunday), separated by spaces`,
  [C.quote]: msg`A quoted value is not closed on this row`,
  [M.unknownRoom]: msg`This room is not a room of the hotel`,
}

export function translateExtranetMessage(i18n: I18n, message: string): string {
  const known = DESCRIPTORS[message]
  if (known) return i18n._(known)
  const rooms = /^The room has (\d+) rooms: no more can be sold$/.exec(message)
  if (rooms) return i18n._(msg`The room has ${rooms[1]} rooms: no more can be sold`)
  return message
}

export function useExtranetMessageTranslator(): (message: string) => string {
  const { i18n } = useLingui()
  return useCallback((message: string) => translateExtranetMessage(i18n, message), [i18n])
}
