import { queryOptions } from '@tanstack/react-query'
import type { JobFilter } from '#domain/concierge-jobs/job-filter.ts'
import type { ConciergeJobDetailDto, ConciergeJobListDto, JobPlaceListDto } from '#domain/concierge-jobs/types.ts'
import type { AgencyTeamDto } from '#domain/agency-team/types.ts'
import { api } from '#lib/api-client.ts'

export type JobChannel = { cid: string; client: string; agent: string; lastMessageAt: string }

/** Keys of the agency's concierge jobs (docs/product/concierge-jobs.md): signed-in data, never persisted. */
export const conciergeJobKeys = {
  all: ['concierge-jobs'] as const,
  list: (filter: JobFilter) => [...conciergeJobKeys.all, 'list', filter] as const,
  job: (id: string) => [...conciergeJobKeys.all, 'job', id] as const,
  channels: (id: string) => [...conciergeJobKeys.all, 'job', id, 'channels'] as const,
  places: (q: string) => [...conciergeJobKeys.all, 'places', q] as const,
  members: (agencyId: string) => [...conciergeJobKeys.all, 'members', agencyId] as const,
}

function query(filter: JobFilter): string {
  const params = new URLSearchParams()
  for (const [key, value] of Object.entries(filter)) if (value) params.set(key, String(value))
  const text = params.toString()
  return text ? `?${text}` : ''
}

/** GET /api/concierge-jobs with the list's filters, soonest due first. */
export function jobListQueryOptions(filter: JobFilter) {
  return queryOptions({
    queryKey: conciergeJobKeys.list(filter),
    queryFn: ({ signal }) => api.get<ConciergeJobListDto>(`/concierge-jobs${query(filter)}`, { signal }),
    staleTime: 15_000,
  })
}

/** GET /api/concierge-jobs/{id}: the job with its history. */
export function jobQueryOptions(id: string) {
  return queryOptions({
    queryKey: conciergeJobKeys.job(id),
    queryFn: ({ signal }) => api.get<ConciergeJobDetailDto>(`/concierge-jobs/${id}`, { signal }),
    staleTime: 10_000,
    retry: false,
  })
}

/** GET /api/concierge-jobs/{id}/channels: the agency's enquiry chats with the job's hotel. */
export function jobChannelsQueryOptions(id: string) {
  return queryOptions({
    queryKey: conciergeJobKeys.channels(id),
    queryFn: ({ signal }) => api.get<{ channels: JobChannel[] }>(`/concierge-jobs/${id}/channels`, { signal }),
    staleTime: 10_000,
  })
}

/** GET /api/concierge-jobs/places?q=: hotels and properties by name or town. */
export function placesQueryOptions(q: string) {
  return queryOptions({
    queryKey: conciergeJobKeys.places(q),
    queryFn: ({ signal }) => api.get<JobPlaceListDto>(`/concierge-jobs/places?q=${encodeURIComponent(q)}`, { signal }),
    staleTime: 5 * 60_000,
    enabled: q.trim().length >= 2,
  })
}

/** The agency's members who can be given a job (GET /api/travel-agencies/{id}/team, active agents and supervisors). */
export function membersQueryOptions(agencyId: string) {
  return queryOptions({
    queryKey: conciergeJobKeys.members(agencyId),
    queryFn: ({ signal }) => api.get<AgencyTeamDto>(`/travel-agencies/${agencyId}/team`, { signal }),
    select: (team) =>
      team.members
        .filter((m) => m.status === 'active' && (m.role === 'agent' || m.role === 'supervisorAgent'))
        .map((m) => ({ _id: m._id, name: [m.firstName, m.lastName].filter(Boolean).join(' ') || m.email })),
    staleTime: 60_000,
  })
}
