import * as v from 'valibot'
import { safeText } from '../validation/safe-text.ts'

/** Client suggestions start at 3 characters (the specification) and search at most 100. */
export const CLIENT_SEARCH_MIN = 3
export const CLIENT_SEARCH_MAX = 100

/** GET /api/autocomplete/clients's query, shared by the server's check and the client's call. */
export const ClientSearchQuerySchema = v.object({
  fullText: v.optional(
    v.pipe(
      v.string(),
      v.maxLength(CLIENT_SEARCH_MAX, `Please use at most ${CLIENT_SEARCH_MAX} characters`),
      safeText(),
    ),
    '',
  ),
})

/** Whether a typed text is asked for suggestions. */
export function asksClientSuggestions(fullText: string): boolean {
  return fullText.trim().length >= CLIENT_SEARCH_MIN && fullText.length <= CLIENT_SEARCH_MAX
}
