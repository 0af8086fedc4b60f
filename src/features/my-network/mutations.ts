import { useMutation, useQueryClient } from '@tanstack/react-query'
import type { AddHotelOutput } from '#domain/my-network/schemas.ts'
import type { NetworkHotelDto } from '#domain/my-network/types.ts'
import { api } from '#lib/api-client.ts'
import { networkKeys } from './queries.ts'

/** After a hotel is added or removed the network is asked again (the device's copy follows the answer). */
function useNetworkMutation<TVars, TAnswer>(name: string, call: (vars: TVars) => Promise<TAnswer>) {
  const queryClient = useQueryClient()
  return useMutation({
    mutationKey: [...networkKeys.all, name],
    mutationFn: call,
    onSettled: () => queryClient.invalidateQueries({ queryKey: networkKeys.all }),
    networkMode: 'always',
  })
}

/** POST /api/my-network/hotels: a listed hotel added by hand (201 new, 200 when it was there already). */
export function useAddHotel() {
  return useNetworkMutation('add-hotel', (body: AddHotelOutput) =>
    api.post<NetworkHotelDto>('/my-network/hotels', body),
  )
}

/** DELETE /api/my-network/hotels/{id}: only the 'added by hand' source goes; interests and chats keep a hotel in. */
export function useRemoveHotel() {
  return useNetworkMutation('remove-hotel', (hotelId: string) => api.delete<void>(`/my-network/hotels/${hotelId}`))
}
