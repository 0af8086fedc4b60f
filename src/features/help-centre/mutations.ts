import { useMutation } from '@tanstack/react-query'
import type { HelpContactDto, HelpContactInput, HelpFeedbackDto, HelpFeedbackInput } from '#domain/help/schemas.ts'
import { api } from '#lib/api-client.ts'
import { helpCentreKeys } from './queries.ts'

/** POST /api/help/articles/{slug}/feedback: 'Was this helpful?' (a second answer replaces the first). */
export function useHelpFeedback(slug: string) {
  return useMutation({
    mutationKey: helpCentreKeys.feedback(slug),
    mutationFn: (input: HelpFeedbackInput) =>
      api.post<HelpFeedbackDto>(`/help/articles/${encodeURIComponent(slug)}/feedback`, input),
  })
}

/** POST /api/help/contact: a message to the support team through the outbox. */
export function useSendHelpMessage() {
  return useMutation({
    mutationKey: helpCentreKeys.contact(),
    mutationFn: (input: HelpContactInput) => api.post<HelpContactDto>('/help/contact', input),
  })
}
