import type { I18n, MessageDescriptor } from '@lingui/core'
import { msg } from '@lingui/core/macro'
import { useLingui } from '@lingui/react'
import { useCallback } from 'react'
import { NETWORK_MESSAGES } from '#domain/my-network/schemas.ts'

/** The network schemas' messages and the server's answers, translated. */
const DESCRIPTORS: Record<string, MessageDescriptor> = {
  [NETWORK_MESSAGES.hotel]: msg`Unknown hotel`,
  [NETWORK_MESSAGES.chooseHotel]: msg`Please choose a hotel`,
  [NETWORK_MESSAGES.hotelName]: msg`Please enter the hotel's name`,
  [NETWORK_MESSAGES.contactName]: msg`Please enter the contact's name`,
  [NETWORK_MESSAGES.email]: msg`Please enter a valid e-mail address`,
  [NETWORK_MESSAGES.name]: msg`Please enter your name`,
  [NETWORK_MESSAGES.notInNetwork]: msg`This hotel is not in your network`,
  [NETWORK_MESSAGES.noAgency]: msg`My network belongs to a travel agency: your account has none`,
  [NETWORK_MESSAGES.token]: msg`This invitation link is not valid`,
  [NETWORK_MESSAGES.invitationExpired]: msg`This invitation has expired. Please ask the agency for a new one.`,
  [NETWORK_MESSAGES.invitationUsed]: msg`This invitation was already accepted`,
  'Not authenticated': msg`Not authenticated`,
}

/** NETWORK_MESSAGES.inSystem(name), read back */
const IN_SYSTEM = /^(.+) is already in the Luxury Distribution System: invite it from its hotel page$/

export function translateNetworkMessage(i18n: I18n, message: string): string {
  const descriptor = DESCRIPTORS[message]
  if (descriptor) return i18n._(descriptor)
  const inSystem = IN_SYSTEM.exec(message)
  if (inSystem) {
    const name = inSystem[1]!
    return i18n._(msg`${name} is already in the Luxury Distribution System: invite it from its hotel page`)
  }
  const length = /^Please use at most (\d+) characters$/.exec(message)
  if (length) {
    const count = length[1]!
    return i18n._(msg`Please use at most ${count} characters`)
  }
  return message
}

export function useNetworkMessageTranslator(): (message: string) => string {
  const { i18n } = useLingui()
  return useCallback((message: string) => translateNetworkMessage(i18n, message), [i18n])
}
