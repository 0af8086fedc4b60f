import type { MessageDescriptor } from '@lingui/core'
import { msg } from '@lingui/core/macro'
import { useLingui } from '@lingui/react'
import { useCallback } from 'react'
import { TEAM_MESSAGES } from '#domain/agency-team/schemas.ts'
import { ENQUIRY_MESSAGES } from '#domain/enquiry/enquiry-messages.ts'
import { DOMAIN_MESSAGES } from '#domain/onboarding/schemas.ts'
import { translateLengthMessage } from '#lib/messages/length-message.ts'

/** The agency team schemas' messages and the server's answers about the team (docs/product/agency.md). */
const TEAM_MESSAGE_DESCRIPTORS: Record<string, MessageDescriptor> = {
  [ENQUIRY_MESSAGES.email]: msg`Please enter your email address`,
  [ENQUIRY_MESSAGES.emailFormat]: msg`Please enter a valid email address`,
  [DOMAIN_MESSAGES.missing]: msg`Please give an e-mail domain`,
  [DOMAIN_MESSAGES.tooLong]: msg`The e-mail domain is too long`,
  [DOMAIN_MESSAGES.invalid]: msg`Please give a valid e-mail domain`,
  [TEAM_MESSAGES.role]: msg`Please choose 'agent' or 'supervisorAgent'`,
  [TEAM_MESSAGES.status]: msg`Please choose 'active' or 'disabled'`,
  [TEAM_MESSAGES.nothing]: msg`Please give a role or a status`,
  [TEAM_MESSAGES.self]: msg`You cannot change your own role or disable yourself`,
  [TEAM_MESSAGES.lastSupervisor]: msg`The agency needs at least one active supervisor`,
  [TEAM_MESSAGES.notATeamRole]: msg`Only agents and supervisors can be changed here`,
  [TEAM_MESSAGES.alreadyMember]: msg`This person is already a member of your agency`,
  [TEAM_MESSAGES.memberElsewhere]: msg`This person is already a member of another travel agency`,
  [TEAM_MESSAGES.alreadyInvited]: msg`This person is already invited`,
  [TEAM_MESSAGES.tooManyInvitations]: msg`Your agency has too many open invitations. Please revoke some first.`,
  [TEAM_MESSAGES.invitationGone]: msg`This invitation has expired or was withdrawn. Please ask for a new one.`,
  [TEAM_MESSAGES.invitationUsed]: msg`This invitation was already used`,
  [TEAM_MESSAGES.resend]: msg`Only a waiting or expired invitation can be sent again`,
  [TEAM_MESSAGES.revoke]: msg`Only a waiting invitation can be withdrawn`,
  'You are already a member of a travel agency. Please contact support to change your agency.': msg`You are already a member of a travel agency. Please contact support to change your agency.`,
  'Not authenticated': msg`Not authenticated`,
}

/** TEAM_MESSAGES.otherEmail(email), read back */
const OTHER_EMAIL = /^This invitation is for (.+)\. Please sign in with that address\.$/

/** Translates a team schema message or a known server answer; unknown messages pass through. */
export function useTeamMessageTranslator(): (message: string) => string {
  const { i18n } = useLingui()
  return useCallback(
    (message: string) => {
      const descriptor = TEAM_MESSAGE_DESCRIPTORS[message]
      if (descriptor) return i18n._(descriptor)
      const other = OTHER_EMAIL.exec(message)
      if (other) {
        const email = other[1]!
        return i18n._(msg`This invitation is for ${email}. Please sign in with that address.`)
      }
      return translateLengthMessage(i18n, message) ?? message
    },
    [i18n],
  )
}
