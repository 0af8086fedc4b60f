import type { Facility, Language, Program } from '#domain/catalogue/types.ts'
import type { ResponseCache } from '#server/lib/response-cache.ts'
import type { ReferenceRepository } from './repository.ts'

export function createReferenceService(repo: ReferenceRepository, cache: ResponseCache) {
  return {
    facilities: (lang: Language, kind?: Facility['kind']) =>
      cache.get(`facilities:${lang}:${kind ?? ''}`, async () =>
        (await repo.facilities(kind)).map((f): Facility => ({ _id: f.id, kind: f.kind, name: f.name[lang] || f.name.en })),
      ),
    /** Country names in the answer language, sorted for that language. */
    countryNames: (lang: Language) =>
      cache.get(`country-names:${lang}`, async () => {
        const names = (await repo.countryNames()).map((c) => c.name[lang] || c.name.en)
        return names.sort(new Intl.Collator(lang).compare)
      }),
    programs: (visible?: boolean) =>
      cache.get(`programs:${String(visible)}`, async () =>
        (await repo.programs(visible)).map((p): Program & { logoInline: string | null } => ({ _id: p.id, name: p.name, logoInline: p.logoInline })),
      ),
  }
}
export type ReferenceService = ReturnType<typeof createReferenceService>
