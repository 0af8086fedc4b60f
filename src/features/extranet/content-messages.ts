import type { MessageDescriptor } from '@lingui/core'
import { msg } from '@lingui/core/macro'
import { useLingui } from '@lingui/react'
import { useCallback } from 'react'
import { CONTENT_MESSAGES as M, PART_MAX } from '#domain/extranet/content.ts'
import { LIST_MAX, MARKDOWN_MAX, SECTION_MESSAGES as S, TEXT_MAX } from '#domain/extranet/content-sections.ts'

/** The content schema's messages and the server's answers, in the page's language. */
const DESCRIPTORS: Record<string, MessageDescriptor> = {
  [M.part]: msg`Please use at most ${PART_MAX} characters`,
  [M.phone]: msg`Please enter a phone number of digits, spaces, + ( ) - and /`,
  [M.version]: msg`Unknown version`,
  [M.conflict]: msg`Someone else saved this page meanwhile: please reload it and make your change again`,
  [S.text]: msg`Please use at most ${TEXT_MAX} characters`,
  [S.markdown]: msg`Please use at most ${MARKDOWN_MAX} characters`,
  [S.list]: msg`Please add at most ${LIST_MAX} entries`,
  [S.name]: msg`Please enter a name`,
  [S.stars]: msg`Michelin stars are 0, 1, 2 or 3`,
  [S.time]: msg`Please enter a time as HH:MM`,
  [S.age]: msg`Please enter an age from 0 to 99`,
  [S.number]: msg`Please enter a number of 0 or more`,
  [S.email]: msg`Please enter a valid e-mail address`,
  [S.url]: msg`Please upload the image or use one of the page`,
  [S.facility]: msg`Please choose a facility of the list`,
  [S.facilityTwice]: msg`This facility is listed twice`,
  [S.program]: msg`Unknown program`,
  [S.programs]: msg`Only our admins can change the programs a hotel belongs to`,
  [S.flag]: msg`Please answer yes or no`,
  [S.ages]: msg`An infant is younger than a child: please check the ages`,
  // the image upload's answers (server/features/extranet/images-file.ts)
  'The image may be at most 5 MB': msg`The image may be at most 5 MB`,
  'Please upload a PNG, JPEG, WebP or SVG image': msg`Please upload a PNG, JPEG, WebP or SVG image`,
  'This SVG could not be used': msg`This SVG could not be used`,
}

export function useContentMessageTranslator(): (message: string) => string {
  const { i18n } = useLingui()
  return useCallback((message: string) => (DESCRIPTORS[message] ? i18n._(DESCRIPTORS[message]) : message), [i18n])
}
