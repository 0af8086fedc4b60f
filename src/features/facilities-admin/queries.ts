import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query'
import type { EditableFacility, FacilityRename, NewFacility } from '#domain/facilities/facility.ts'
import { api } from '#lib/api-client.ts'

/** The admins' facilities (docs/product/extranet.md#facilities-hotels-and-leads): never cached by the server. */
export const facilityAdminKeys = { all: ['facilities-admin'] as const }

export const editableFacilitiesQueryOptions = () =>
  queryOptions({
    queryKey: facilityAdminKeys.all,
    queryFn: ({ signal }) => api.get<EditableFacility[]>('/facilities/editable', { signal }),
  })

/** Add, rename and delete; each refreshes the list (and the public lists' caches, server side). */
export function useFacilityMutations() {
  const queryClient = useQueryClient()
  const onSuccess = () => queryClient.invalidateQueries({ queryKey: facilityAdminKeys.all })
  return {
    add: useMutation({ mutationFn: (f: NewFacility) => api.post<EditableFacility>('/facilities', f), onSuccess }),
    rename: useMutation({
      mutationFn: ({ id, ...body }: FacilityRename & { id: string }) =>
        api.patch<EditableFacility>(`/facilities/${id}`, body),
      onSuccess,
    }),
    remove: useMutation({ mutationFn: (id: string) => api.delete<null>(`/facilities/${id}`), onSuccess }),
  }
}
