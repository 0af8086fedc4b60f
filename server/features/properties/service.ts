import type { Language } from '../../../src/domain/catalogue/types.ts'
import type { PropertyListQuery } from '../../../src/domain/catalogue/property-query.ts'
import { NotFoundError } from '../../lib/errors.ts'
import type { ResponseCache } from '../../lib/response-cache.ts'
import { project, toProperty } from './mapper.ts'
import type { PropertyRepository } from './repository.ts'

export function createPropertyService(repo: PropertyRepository, cache: ResponseCache) {
  return {
    /** GET /api/properties: a serialised list, cached per query and language. */
    list(q: PropertyListQuery, lang: Language) {
      const key = `properties:${lang}:${JSON.stringify(q)}`
      return cache.get(key, async () => {
        const rows = await repo.list({
          conditions: q.conditions ?? {},
          includeDemos: q.includeDemos ?? false,
          byOrder: q.includeOrder ?? false,
          limit: q.limit,
          skip: q.skip,
        })
        return rows.map((row) => project(toProperty(row, lang, { includeOrder: q.includeOrder }), q.projection))
      })
    },
    async get(id: string, lang: Language, includeSalesInformation: boolean) {
      const row = await repo.findById(id)
      if (!row) throw new NotFoundError('Property')
      return toProperty(row, lang, { includeSalesInformation })
    },
  }
}
export type PropertyService = ReturnType<typeof createPropertyService>
