import { Hono } from 'hono'
import * as v from 'valibot'
import { PropertyDetailQuerySchema, PropertyListQuerySchema } from '../../../src/domain/catalogue/property-query.ts'
import { cachedJson } from '../../lib/cached-json.ts'
import { languageOf } from '../../lib/language.ts'
import { validate } from '../../lib/validate.ts'
import type { PropertyService } from './service.ts'

const IdParam = v.object({ id: v.pipe(v.string(), v.regex(/^[a-f0-9]{24}$/, 'Unknown property id')) })

export function propertyRoutes(service: PropertyService) {
  return new Hono()
    .get('/properties', validate('query', PropertyListQuerySchema), async (c) => {
      const entry = await service.list(c.req.valid('query'), languageOf(c.req.header('accept-language')))
      return cachedJson(c, entry)
    })
    .get('/properties/:id', validate('query', PropertyDetailQuerySchema), async (c) => {
      const parsed = v.safeParse(IdParam, c.req.param())
      if (!parsed.success) return c.json({ message: 'Property not found' }, 404)
      const lang = languageOf(c.req.header('accept-language'))
      const property = await service.get(parsed.output.id, lang, c.req.valid('query').includeSalesInformation ?? false)
      return c.json(property)
    })
}
