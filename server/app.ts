import { Hono } from 'hono'
import { bodyLimit } from 'hono/body-limit'
import type { Config } from './config.ts'
import type { Database } from './db/client.ts'
import { createOutbox } from './integrations/mail/outbox.ts'
import { errorHandler } from './lib/errors.ts'
import type { Logger } from './lib/logger.ts'
import { rateLimit } from './lib/rate-limit.ts'
import { ResponseCache } from './lib/response-cache.ts'
import { staticApp } from './static.ts'
import { frontendLogRoutes } from './features/frontend-logs/routes.ts'
import { createFrontendLogRepository } from './features/frontend-logs/repository.ts'
import { hotelRoutes } from './features/hotels/routes.ts'
import { createHotelRepository } from './features/hotels/repository.ts'
import { createHotelService } from './features/hotels/service.ts'
import { mailerRoutes } from './features/mailer/routes.ts'
import { createMailerService } from './features/mailer/service.ts'
import { newsletterRoutes } from './features/newsletter/routes.ts'
import { createNewsletterRepository } from './features/newsletter/repository.ts'
import { createNewsletterService } from './features/newsletter/service.ts'
import { propertyRoutes } from './features/properties/routes.ts'
import { createPropertyRepository } from './features/properties/repository.ts'
import { createPropertyService } from './features/properties/service.ts'
import { referenceRoutes } from './features/reference/routes.ts'
import { createReferenceRepository } from './features/reference/repository.ts'
import { createReferenceService } from './features/reference/service.ts'
import { stayRoutes } from './features/stays/routes.ts'
import { createStayRepository } from './features/stays/repository.ts'
import { createStayService } from './features/stays/service.ts'
import { systemRoutes } from './features/system/routes.ts'

export type AppDeps = {
  database: Database
  config: Config
  logger: Logger
  appVersion: string
}

/** The /api sub-app, chained so that `AppType` types a client. */
export function createApi({ database, config, appVersion }: AppDeps, catalogueCache: ResponseCache) {
  const db = database.db
  const writeLimit = rateLimit({ windowMs: 10 * 60_000, max: config.nodeEnv === 'test' ? 1000 : 30 })
  const outbox = createOutbox(db)
  return new Hono()
    .basePath('/api')
    .use('*', bodyLimit({ maxSize: 256 * 1024, onError: (c) => c.json({ message: 'The request is too large' }, 413) }))
    .use('/mailer', writeLimit)
    .use('/newsletter/*', writeLimit)
    .route('/', systemRoutes(database, {
      appVersion,
      appEnv: config.appEnv,
      mediaBaseUrl: config.mediaBaseUrl,
      mapStyleUrl: config.mapStyleUrl ?? null,
    }))
    .route('/', propertyRoutes(createPropertyService(createPropertyRepository(db), catalogueCache), catalogueCache))
    .route('/', stayRoutes(createStayService(createStayRepository(db))))
    .route('/', referenceRoutes(createReferenceService(createReferenceRepository(db), catalogueCache)))
    .route('/', hotelRoutes(createHotelService(createHotelRepository(db), catalogueCache)))
    .route('/', frontendLogRoutes(createFrontendLogRepository(db)))
    .route('/', mailerRoutes(createMailerService(outbox, config.mailTo)))
    .route('/', newsletterRoutes(createNewsletterService(createNewsletterRepository(db))))
}
export type AppType = ReturnType<typeof createApi>

export function createApp(deps: AppDeps) {
  const catalogueCache = new ResponseCache()
  const app = new Hono()
  app.onError(errorHandler(deps.logger))
  app.route('/', createApi(deps, catalogueCache))
  app.all('/api/*', (c) => c.json({ message: 'Not found' }, 404))
  app.route('/', staticApp({ distDir: deps.config.distDir, mediaDir: deps.config.mediaDir }))
  return { app, catalogueCache }
}

export function originOf(url: string | undefined): string | undefined {
  if (!url || url.startsWith('/')) return undefined
  try {
    return new URL(url).origin
  } catch {
    return undefined
  }
}
