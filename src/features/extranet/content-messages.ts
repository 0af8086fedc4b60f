import type { MessageDescriptor } from '@lingui/core'
import { msg } from '@lingui/core/macro'
import { useLingui } from '@lingui/react'
import { useCallback } from 'react'
import { CONTENT_MESSAGES as M, PART_MAX } from '#domain/extranet/content.ts'

/** The content schema's messages and the server's answers, in the page's language. */
const DESCRIPTORS: Record<string, MessageDescriptor> = {
  [M.part]: msg`Please use at most ${PART_MAX} characters`,
  [M.phone]: msg`Please enter a phone number of digits, spaces, + ( ) - and /`,
  [M.version]: msg`Unknown version`,
  [M.conflict]: msg`Someone else saved this page meanwhile: please reload it and make your change again`,
}

export function useContentMessageTranslator(): (message: string) => string {
  const { i18n } = useLingui()
  return useCallback((message: string) => (DESCRIPTORS[message] ? i18n._(DESCRIPTORS[message]) : message), [i18n])
}
