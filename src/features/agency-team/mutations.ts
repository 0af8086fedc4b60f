import { useMutation, useQueryClient } from '@tanstack/react-query'
import type { CurrentUserAnswer, TravelAgencyDto } from '#domain/auth/current-user.ts'
import type { AutoInviteOutput, InvitationOutput, MemberChangeOutput } from '#domain/agency-team/schemas.ts'
import type { InvitationDto, MemberDto } from '#domain/agency-team/types.ts'
import { api } from '#lib/api-client.ts'
import { agencyTeamKeys } from './queries.ts'

/** After every write the agency's team and history are asked again. */
function useAgencyMutation<TVars, TAnswer>(agencyId: string, name: string, call: (vars: TVars) => Promise<TAnswer>) {
  const queryClient = useQueryClient()
  return useMutation({
    mutationKey: [...agencyTeamKeys.agency(agencyId), name],
    mutationFn: call,
    onSettled: () => queryClient.invalidateQueries({ queryKey: agencyTeamKeys.agency(agencyId) }),
    networkMode: 'always',
  })
}

/** POST /api/travel-agencies/{id}/invitations */
export function useInvite(agencyId: string) {
  return useAgencyMutation(agencyId, 'invite', (body: InvitationOutput) =>
    api.post<InvitationDto>(`/travel-agencies/${agencyId}/invitations`, body),
  )
}

/** POST /api/travel-agencies/{id}/invitations/{invitationId}/resend */
export function useResendInvitation(agencyId: string) {
  return useAgencyMutation(agencyId, 'resend', (invitationId: string) =>
    api.post<InvitationDto>(`/travel-agencies/${agencyId}/invitations/${invitationId}/resend`),
  )
}

/** DELETE /api/travel-agencies/{id}/invitations/{invitationId}: the invitation is withdrawn. */
export function useRevokeInvitation(agencyId: string) {
  return useAgencyMutation(agencyId, 'revoke', (invitationId: string) =>
    api.delete<InvitationDto>(`/travel-agencies/${agencyId}/invitations/${invitationId}`),
  )
}

/** PATCH /api/travel-agencies/{id}/members/{userId}: a new role, disabled or active again. */
export function useChangeMember(agencyId: string) {
  return useAgencyMutation(
    agencyId,
    'change-member',
    ({ userId, change }: { userId: string; change: MemberChangeOutput }) =>
      api.patch<MemberDto>(`/travel-agencies/${agencyId}/members/${userId}`, change),
  )
}

/** PUT /api/travel-agencies/{id}/auto-invite; answers the agency, which the caller puts into the current user. */
export function useSetAutoInvite(agencyId: string) {
  return useAgencyMutation(agencyId, 'auto-invite', (body: AutoInviteOutput) =>
    api.put<TravelAgencyDto>(`/travel-agencies/${agencyId}/auto-invite`, body),
  )
}

/** POST /api/agency-invitations/{token}/accept (signed in): the new user and agency. */
export function useAcceptInvitation(token: string) {
  return useMutation({
    mutationKey: [...agencyTeamKeys.invitation(token), 'accept'],
    mutationFn: () => api.post<CurrentUserAnswer>(`/agency-invitations/${encodeURIComponent(token)}/accept`),
    networkMode: 'always',
  })
}
