import { queryOptions } from '@tanstack/react-query'
import type { AgencyEventDto, AgencyTeamDto, InvitationPreviewDto } from '#domain/agency-team/types.ts'
import { api } from '#lib/api-client.ts'

/** Keys of an agency's people (docs/product/agency.md): signed-in data, never persisted. */
export const agencyTeamKeys = {
  all: ['agency-team'] as const,
  agency: (agencyId: string) => [...agencyTeamKeys.all, agencyId] as const,
  team: (agencyId: string) => [...agencyTeamKeys.agency(agencyId), 'team'] as const,
  history: (agencyId: string) => [...agencyTeamKeys.agency(agencyId), 'history'] as const,
  invitation: (token: string) => [...agencyTeamKeys.all, 'invitation', token] as const,
}

/** GET /api/travel-agencies/{id}/team: the members and the invitations. */
export function agencyTeamQueryOptions(agencyId: string) {
  return queryOptions({
    queryKey: agencyTeamKeys.team(agencyId),
    queryFn: ({ signal }) => api.get<AgencyTeamDto>(`/travel-agencies/${agencyId}/team`, { signal }),
    staleTime: 30_000,
  })
}

/** GET /api/travel-agencies/{id}/history, newest first. */
export function agencyHistoryQueryOptions(agencyId: string) {
  return queryOptions({
    queryKey: agencyTeamKeys.history(agencyId),
    queryFn: ({ signal }) => api.get<AgencyEventDto[]>(`/travel-agencies/${agencyId}/history`, { signal }),
    staleTime: 30_000,
  })
}

/** GET /api/agency-invitations/{token}: what the invitee sees before joining (no sign-in needed). */
export function invitationPreviewQueryOptions(token: string) {
  return queryOptions({
    queryKey: agencyTeamKeys.invitation(token),
    queryFn: ({ signal }) =>
      api.get<InvitationPreviewDto>(`/agency-invitations/${encodeURIComponent(token)}`, { signal }),
    staleTime: 0,
    retry: false,
  })
}
