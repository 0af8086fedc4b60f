import type { Language } from '#domain/catalogue/types.ts'
import { alternateUrls, citySlug, parsePropertyPath, propertyPath } from '#domain/properties/paths.ts'
import type { PropertyListQuery } from '#domain/catalogue/property-query.ts'
import type { PropertyByPathAnswer } from '#domain/properties/property-by-path-answer.ts'
import { NotFoundError } from '#server/lib/errors.ts'
import type { ResponseCache } from '#server/lib/response-cache.ts'
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
    /** GET /api/properties/by-path: the property of a /{type}/{country}/{city}/{name} path, with its links. */
    async getByPath(pathname: string, lang: Language): Promise<PropertyByPathAnswer> {
      const parsed = parsePropertyPath(pathname)
      if (!parsed?.propertySlug || !parsed.citySlug) throw new NotFoundError('Property')
      const city = parsed.city ? citySlug(parsed.city) : parsed.citySlug
      const row = await repo.findByPath(parsed.country, city, parsed.propertySlug)
      if (!row) throw new NotFoundError('Property')
      const property = toProperty(row, lang, { includeSalesInformation: true })
      const path = propertyPath(property, parsed.lang)
      return { ...property, path, canonicalPath: path, alternates: alternateUrls(path) }
    },
    async get(id: string, lang: Language, includeSalesInformation: boolean) {
      const row = await repo.findById(id)
      if (!row) throw new NotFoundError('Property')
      return toProperty(row, lang, { includeSalesInformation })
    },
  }
}
export type PropertyService = ReturnType<typeof createPropertyService>
