import type { ProgramAnswer } from '#domain/hotels/types.ts'
import type { ResponseCache } from '#server/lib/response-cache.ts'
import type { ProgramRepository } from './repository.ts'

/** The hotel programs (Virtuoso, Serandipians…): the search filter's choices and the agency sign-up's claims. */
export function createProgramService(repo: ProgramRepository, cache: ResponseCache) {
  return {
    list: (visibleInHotelSearch?: boolean) =>
      cache.get(`programs:${String(visibleInHotelSearch)}`, async () =>
        (await repo.list(visibleInHotelSearch)).map((p): ProgramAnswer => ({
          _id: p.id,
          name: p.name,
          logoInline: p.logoInline ?? '',
          isVisibleInHotelSearch: p.isVisibleInHotelSearch,
        })),
      ),
  }
}
export type ProgramService = ReturnType<typeof createProgramService>
