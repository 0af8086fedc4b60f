import type { ClientSuggestion, LastLead } from '#domain/hotels/types.ts'
import { ForbiddenError } from '#server/lib/errors.ts'
import { groupClients, lastLeads, MAX_LAST_LEADS } from './clients.ts'
import type { AutocompleteRepository } from './repository.ts'

/** Client autocomplete starts at this many characters (docs/product/hotels.md#api). */
export const MIN_CLIENT_QUERY = 3
/** The answer to a user without an agency (the offers and interests calls say the same). */
export const NO_AGENCY_MESSAGE = 'You are not registered in a travel agency yet'
/** Mentions read per search: enough for 10 clients with their leads. */
const MENTIONS_READ = 200

/**
 * Client suggestions and last leads, always of the caller's agency (an admin's acting agency):
 * another agency's clients are never read. A user without an agency has no clients (403).
 */
export function createAutocompleteService(repo: AutocompleteRepository) {
  const agencyOf = (agencyId: string | null) => {
    if (!agencyId) throw new ForbiddenError(NO_AGENCY_MESSAGE)
    return agencyId
  }
  return {
    async clients(agencyId: string | null, fullText: string): Promise<ClientSuggestion[]> {
      const agency = agencyOf(agencyId)
      const query = fullText.trim()
      if ([...query].length < MIN_CLIENT_QUERY) return []
      const words = query.split(/\s+/).slice(0, 5)
      return groupClients(await repo.mentions(agency, words, MENTIONS_READ))
    },
    async lastLeads(agencyId: string | null): Promise<LastLead[]> {
      return lastLeads(await repo.mentions(agencyOf(agencyId), [], MAX_LAST_LEADS * 4))
    },
  }
}
export type AutocompleteService = ReturnType<typeof createAutocompleteService>
