import type { Facility, Language } from '#domain/catalogue/types.ts'
import type { ResponseCache } from '#server/lib/response-cache.ts'
import type { ReferenceRepository } from './repository.ts'

export function createReferenceService(repo: ReferenceRepository, cache: ResponseCache) {
  return {
    facilities: (lang: Language, kind?: Facility['kind']) =>
      cache.get(`facilities:${lang}:${kind ?? ''}`, async () =>
        (await repo.facilities(kind)).map((f): Facility => ({
          _id: f.id,
          kind: f.kind,
          name: f.name[lang] || f.name.en,
        })),
      ),
    /** Country names in the answer language, sorted for that language. */
    countryNames: (lang: Language) =>
      cache.get(`country-names:${lang}`, async () => {
        const names = (await repo.countryNames()).map((c) => c.name[lang] || c.name.en)
        return names.sort(new Intl.Collator(lang).compare)
      }),
  }
}
export type ReferenceService = ReturnType<typeof createReferenceService>
