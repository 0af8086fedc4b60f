import { Hono } from 'hono'
import { compress } from 'hono/compress'
import { PropertyStaysQuerySchema, StayListQuerySchema } from '../../../src/domain/catalogue/property-query.ts'
import { languageOf } from '../../lib/language.ts'
import { validate } from '../../lib/validate.ts'
import type { StayService } from './service.ts'

export function stayRoutes(service: StayService) {
  return new Hono()
    .get('/stays', compress(), validate('query', StayListQuerySchema), async (c) => c.json(await service.list(c.req.valid('query'))))
    .get('/properties/:propertyId/stays', compress(), validate('query', PropertyStaysQuerySchema), async (c) => {
      const propertyId = c.req.param('propertyId')
      if (!/^[a-f0-9]{24}$/.test(propertyId)) return c.json({ message: 'Property not found' }, 404)
      const answer = await service.forProperty(propertyId, c.req.valid('query'), languageOf(c.req.header('accept-language')))
      return c.json(answer)
    })
}
