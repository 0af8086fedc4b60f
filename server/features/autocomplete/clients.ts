/**
 * The agency's clients as the save-interest form suggests them (docs/product/hotels.md#api): each
 * saved interest or property lead names a client; mentions with the same name and client
 * reference are one client, whose details are the newest ones given.
 */
import {
  CARD_MEMBER_OPTIONS,
  type CardMemberOption,
  type ClientSuggestion,
  type LastLead,
} from '#domain/hotels/types.ts'
import type { ClientMention } from './repository.ts'

/** Suggestions per answer. */
export const MAX_CLIENT_SUGGESTIONS = 10
/** Last leads per answer. */
export const MAX_LAST_LEADS = 5

const text = (s: string | null) => s?.trim() ?? ''
const cardMember = (s: string | null): CardMemberOption | null =>
  (CARD_MEMBER_OPTIONS as readonly (string | null)[]).includes(s) ? (s as CardMemberOption) : null

const named = (m: ClientMention) => text(m.firstName) !== '' && text(m.lastName) !== ''

/** Groups mentions (newest first) into clients, the most recently mentioned first. */
export function groupClients(mentions: readonly ClientMention[], max = MAX_CLIENT_SUGGESTIONS): ClientSuggestion[] {
  const clients = new Map<string, ClientSuggestion>()
  for (const m of mentions) {
    if (!named(m)) continue
    const key = [text(m.firstName), text(m.lastName), text(m.cc)].join('\u0000').toLowerCase()
    let client = clients.get(key)
    if (!client) {
      if (clients.size >= max) continue
      client = {
        reference: text(m.cc),
        firstName: text(m.firstName),
        lastName: text(m.lastName),
        nationality: null,
        amexCardMember: null,
        leads: [],
      }
      clients.set(key, client)
    }
    client.nationality ??= text(m.nationality) || null
    client.amexCardMember ??= cardMember(m.amexCardMember)
    const reference = m.leadReference
    if (!client.leads.some((l) => l.reference === reference)) client.leads.push({ reference })
  }
  return [...clients.values()]
}

/** The newest named mentions as last leads. */
export function lastLeads(mentions: readonly ClientMention[], max = MAX_LAST_LEADS): LastLead[] {
  return mentions
    .filter(named)
    .slice(0, max)
    .map((m) => ({
      clientFirstName: text(m.firstName),
      clientLastName: text(m.lastName),
      leadReference: m.leadReference,
      clientReference: text(m.cc) || null,
    }))
}
