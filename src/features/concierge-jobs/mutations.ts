import { useMutation, useQueryClient } from '@tanstack/react-query'
import type { AssigneeOutput, JobOutput } from '#domain/concierge-jobs/schemas.ts'
import type { ConciergeJobDetailDto, JobStatus } from '#domain/concierge-jobs/types.ts'
import { api } from '#lib/api-client.ts'
import { conciergeJobKeys } from './queries.ts'

/** Every write answers the job: it goes into the job's cache, and the lists are asked again. */
function useJobMutation<TVars>(name: string, call: (vars: TVars) => Promise<ConciergeJobDetailDto>) {
  const queryClient = useQueryClient()
  return useMutation({
    mutationKey: [...conciergeJobKeys.all, name],
    mutationFn: call,
    onSuccess: (job) => queryClient.setQueryData(conciergeJobKeys.job(job._id), job),
    onSettled: () => queryClient.invalidateQueries({ queryKey: [...conciergeJobKeys.all, 'list'] }),
    networkMode: 'always',
  })
}

export const useCreateJob = () =>
  useJobMutation('create', (body: JobOutput) => api.post<ConciergeJobDetailDto>('/concierge-jobs', body))

export const useUpdateJob = (id: string) =>
  useJobMutation('update', (body: JobOutput) => api.put<ConciergeJobDetailDto>(`/concierge-jobs/${id}`, body))

export const useAssignJob = (id: string) =>
  useJobMutation('assign', (body: AssigneeOutput) =>
    api.put<ConciergeJobDetailDto>(`/concierge-jobs/${id}/assignee`, body),
  )

export const useSetJobStatus = (id: string) =>
  useJobMutation('status', (status: JobStatus) =>
    api.post<ConciergeJobDetailDto>(`/concierge-jobs/${id}/status`, { status }),
  )

export const useSendToHotel = (id: string) =>
  useJobMutation('send-to-hotel', (cid: string) =>
    api.post<ConciergeJobDetailDto>(`/concierge-jobs/${id}/send-to-hotel`, { cid }),
  )
