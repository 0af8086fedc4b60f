import path from 'node:path'
import { fileURLToPath } from 'node:url'
import { Hono } from 'hono'
import type { Config } from './config.ts'
import type { Database } from './db/client.ts'
import { createOutbox } from './integrations/mail/outbox.ts'
import { writeBodyLimit } from './lib/body-limit.ts'
import { errorLogFields } from './lib/error-log.ts'
import { errorHandler, NotFoundError, PayloadTooLargeError } from './lib/errors.ts'
import type { Logger } from './lib/logger.ts'
import { rateLimit, type RateLimitStore } from './lib/rate-limit.ts'
import { rateLimitStoreFor } from './lib/rate-limit-database.ts'
import { publicWriteGuard } from './lib/public-write-guard.ts'
import { ResponseCache } from './lib/response-cache.ts'
import { createChangeBus, type ChangeBus } from './lib/change-bus.ts'
import { createCatalogue, type Catalogue } from './catalogue/catalogue.ts'
import { createCatalogueRepository } from './catalogue/repository.ts'
import { staticApp } from './static.ts'
import { createPageRenderer } from './ssr/page-renderer.ts'
import { FRONTEND_LOG_RATE_LIMIT, frontendLogRoutes } from './features/frontend-logs/routes.ts'
import { createFrontendLogRepository } from './features/frontend-logs/repository.ts'
import { createFrontendLogService } from './features/frontend-logs/service.ts'
import { createAnalyticsReportRepository } from './features/frontend-logs/report-repository.ts'
import { analyticsReportRoutes } from './features/frontend-logs/report-routes.ts'
import { createAnalyticsReportService } from './features/frontend-logs/report-service.ts'
import { hotelRoutes } from './features/hotels/routes.ts'
import { createHotelRepository } from './features/hotels/repository.ts'
import { createHotelService } from './features/hotels/service.ts'
import { lazyInvitationSigner } from './features/hotels/invitation-link.ts'
import { hotelOfferRoutes } from './features/hotel-offers/routes.ts'
import { createHotelOfferRepository } from './features/hotel-offers/repository.ts'
import { createHotelOfferService } from './features/hotel-offers/service.ts'
import { hotelInterestRoutes } from './features/hotel-interests/routes.ts'
import { createHotelInterestRepository } from './features/hotel-interests/repository.ts'
import { createHotelInterestService } from './features/hotel-interests/service.ts'
import { leadRoutes } from './features/leads/routes.ts'
import { createLeadRepository } from './features/leads/repository.ts'
import { createLeadListRepository } from './features/leads/list-repository.ts'
import { createLeadService } from './features/leads/service.ts'
import { lazyCardCrypto } from './lib/card-crypto.ts'
import { programRoutes } from './features/programs/routes.ts'
import { createProgramRepository } from './features/programs/repository.ts'
import { createProgramService } from './features/programs/service.ts'
import { inspirationRoutes } from './features/inspiration/routes.ts'
import { createInspirationRepository } from './features/inspiration/repository.ts'
import { createInspirationService } from './features/inspiration/service.ts'
import { autocompleteRoutes } from './features/autocomplete/routes.ts'
import { createAutocompleteRepository } from './features/autocomplete/repository.ts'
import { createAutocompleteService } from './features/autocomplete/service.ts'
import { availableHotelsRoutes } from './features/available-hotels/routes.ts'
import { createAvailableHotelsRepository } from './features/available-hotels/repository.ts'
import { createAvailableHotelsService } from './features/available-hotels/service.ts'
import { enquiryAnswer, enquiryRoutes } from './features/enquiries/routes.ts'
import { createEnquiryRepository } from './features/enquiries/repository.ts'
import { createEnquiryService } from './features/enquiries/service.ts'
import { consumerBookingRoutes } from './features/consumer-bookings/routes.ts'
import { createConsumerBookingRepository } from './features/consumer-bookings/repository.ts'
import { createConsumerBookingService } from './features/consumer-bookings/service.ts'
import { adminOutboxRoutes } from './features/mailer/admin-outbox-routes.ts'
import { devOutboxRoutes } from './features/mailer/dev-outbox-routes.ts'
import { mailerRoutes } from './features/mailer/routes.ts'
import { createMailerService } from './features/mailer/service.ts'
import { newsletterRoutes } from './features/newsletter/routes.ts'
import { createNewsletterRepository } from './features/newsletter/repository.ts'
import { createNewsletterService } from './features/newsletter/service.ts'
import { propertyRoutes } from './features/properties/routes.ts'
import { createPropertyRepository } from './features/properties/repository.ts'
import { createPropertyService } from './features/properties/service.ts'
import { propertyCommissionRoutes } from './features/properties/commission-routes.ts'
import { createCommissionRepository } from './features/properties/commission-repository.ts'
import { createCommissionService } from './features/properties/commission-service.ts'
import { destinationRoutes } from './features/destinations/routes.ts'
import { createDestinationService } from './features/destinations/service.ts'
import { propertySearchRoutes } from './features/property-search/routes.ts'
import { createPropertySearchService } from './features/property-search/service.ts'
import { referenceRoutes } from './features/reference/routes.ts'
import { createReferenceRepository } from './features/reference/repository.ts'
import { createReferenceService } from './features/reference/service.ts'
import { stayRoutes } from './features/stays/routes.ts'
import { createStayRepository } from './features/stays/repository.ts'
import { createStayService } from './features/stays/service.ts'
import { systemRoutes } from './features/system/routes.ts'
import { chatMode, createChatFeature, type ChatFeature } from './features/chat/create-chat.ts'
import { chatTokenRoutes } from './features/chat-token/routes.ts'
import { createStreamChat } from './integrations/chat/stream.ts'
import { createAuth, type Auth } from './auth/create-auth.ts'
import { LOGO_UPLOAD_PATH, travelAgencyPublicRoutes, travelAgencyRoutes } from './features/travel-agencies/routes.ts'
import { createTravelAgencyRepository } from './features/travel-agencies/repository.ts'
import { createTravelAgencyService } from './features/travel-agencies/service.ts'
import { agencyInvitationPublicRoutes, agencyTeamRoutes } from './features/agency-team/routes.ts'
import { createAgencyTeamRepository } from './features/agency-team/repository.ts'
import { createAgencyTeamService } from './features/agency-team/service.ts'
import { agencyVerificationRoutes } from './features/agency-verifications/routes.ts'
import { verificationRequestMails } from './features/agency-verifications/mails.ts'
import { createAgencyVerificationRepository } from './features/agency-verifications/repository.ts'
import { createAgencyVerificationService } from './features/agency-verifications/service.ts'
import { createVettingGate } from './features/agency-verifications/vetting-gate.ts'
import { conciergeJobRoutes } from './features/concierge-jobs/routes.ts'
import { createConciergeJobRepository } from './features/concierge-jobs/repository.ts'
import { createConciergeReminders } from './features/concierge-jobs/reminders.ts'
import { createConciergeJobService } from './features/concierge-jobs/service.ts'
import { helpRoutes } from './features/help/routes.ts'
import { hotelManagerInvitationPublicRoutes, myNetworkRoutes } from './features/my-network/routes.ts'
import { createMyNetworkRepository } from './features/my-network/repository.ts'
import { createMyNetworkService } from './features/my-network/service.ts'
import { createHelpRepository } from './features/help/repository.ts'
import { createHelpService } from './features/help/service.ts'
import { onboardingDraftRoutes } from './features/onboarding-drafts/routes.ts'
import { createOnboardingDraftRepository } from './features/onboarding-drafts/repository.ts'
import { createOnboardingDraftService } from './features/onboarding-drafts/service.ts'
import { createStorage } from './integrations/storage/storage.ts'
import { userRoutes } from './features/users/routes.ts'
import { createUserRepository } from './features/users/repository.ts'
import { createUserService } from './features/users/service.ts'
import { testimonialRoutes } from './features/testimonials/routes.ts'
import { createPaymentsFeature } from './features/payments/create-payments.ts'
import { createExtranetRepository } from './features/extranet/repository.ts'
import { createPropertyStayRepository } from './features/property-stays/repository.ts'
import { propertyStayRoutes } from './features/property-stays/routes.ts'
import { createPropertyStayService } from './features/property-stays/service.ts'
import { createHotelAdminRepository } from './features/hotel-admin/repository.ts'
import { hotelAdminRoutes } from './features/hotel-admin/routes.ts'
import { createHotelAdminService } from './features/hotel-admin/service.ts'
import { createFacilityRepository } from './features/facilities/repository.ts'
import { facilityRoutes } from './features/facilities/routes.ts'
import { createFacilityService } from './features/facilities/service.ts'
import { extranetRoutes } from './features/extranet/routes.ts'
import { extranetImageRoutes } from './features/extranet/images-routes.ts'
import { IMAGE_UPLOAD_PATH, isUploadedImageUrl } from './features/extranet/images-file.ts'
import { hotelPatchRoutes } from './features/extranet/hotel-patch-routes.ts'
import { roomContentRoutes } from './features/extranet/room-content-routes.ts'
import { ratePlanRoutes } from './features/extranet/rate-plan-routes.ts'
import { coalesce } from './lib/coalesce.ts'
import { createExtranetService } from './features/extranet/service.ts'
import { createTestimonialRepository } from './features/testimonials/repository.ts'
import { createTestimonialService } from './features/testimonials/service.ts'

export type AppDeps = {
  database: Database
  config: Config
  logger: Logger
  appVersion: string
}

/** The catalogue read model and the caches of catalogue answers. */
type CatalogueDeps = {
  /** the in-memory snapshot the property search and destination lists answer from */
  catalogue: Catalogue
  /** answers read from the database (properties, reference data, hotel locations) */
  catalogueCache: ResponseCache
  /** answers of the snapshot (searches, destination lists), keyed by snapshot version */
  searchCache: ResponseCache
  /** the change bus between the server processes on one database */
  bus: ChangeBus
  /** set when the process is stopping: /api/health answers 503 while its requests finish */
  lifecycle: { stopping: boolean }
}

/** The /api sub-app: every feature's routes under /api. */
/** Where rate-limit counts live and how the client address is found (docs/decisions/043-throttling-and-proxy.md). */
type Limits = { store: RateLimitStore; trustProxy: number }

function createApi(
  { database, config, logger, appVersion }: AppDeps,
  { catalogue, catalogueCache, searchCache, bus, lifecycle }: CatalogueDeps,
  auth: Auth,
  limits: Limits,
  chat: ChatFeature,
) {
  const db = database.db
  const writeLimit = rateLimit({
    ...limits,
    name: 'write',
    windowMs: 10 * 60_000,
    max: config.nodeEnv === 'test' ? 1000 : 30,
  })
  // public writes: JSON from our own origins only (docs/decisions/043-throttling-and-proxy.md)
  const publicWrite = publicWriteGuard({
    origins: [new URL(config.publicUrl).origin, ...config.oidc.redirectOrigins],
    trustProxy: limits.trustProxy,
  })
  const outbox = createOutbox(db, { mailsPerRecipientPerDay: config.limits.mailsPerRecipientPerDay })
  const storage = createStorage(config.uploads)
  const travelAgencyService = createTravelAgencyService(createTravelAgencyRepository(db, outbox), {
    storage,
    publicUrl: config.publicUrl,
    teamAddress: config.mailTo,
    verificationRequestMails,
    onUserChanged: (id) => auth.accounts.forget(id),
  })
  // agency vetting (docs/decisions/121-agency-vetting.md): the queue, and the one check in front of the partner calls
  const agencyVerificationRepository = createAgencyVerificationRepository(db, outbox)
  const vettingGate = createVettingGate(agencyVerificationRepository.vettingOf, Date.now, bus)
  const partnerUser = vettingGate.guard(auth.requireUser)
  const agencyVerificationService = createAgencyVerificationService(agencyVerificationRepository, {
    publicUrl: config.publicUrl,
    onVettingChanged: (agencyId) => vettingGate.forget(agencyId),
  })
  // the agency's people (docs/product/agency.md): a change to a member's row is seen by the next call at once
  const agencyTeamService = createAgencyTeamService(createAgencyTeamRepository(db, outbox), {
    publicUrl: config.publicUrl,
    onUserChanged: (id) => auth.accounts.forget(id),
  })
  // concierge jobs (docs/product/concierge-jobs.md): hand-offs go through the chat; reminders swept in every process
  const conciergeJobRepository = createConciergeJobRepository(db, outbox)
  const conciergeJobService = createConciergeJobService(conciergeJobRepository, {
    chat: { post: (author, cid, message) => chat.service.send(author, cid, message) },
    publicUrl: config.publicUrl,
    streamMode: Boolean(config.stream),
  })
  if (config.nodeEnv !== 'test')
    createConciergeReminders({ repo: conciergeJobRepository, publicUrl: config.publicUrl, logger }).start()
  // the agency's hotel network (docs/product/my-network.md): the hotel page's invitation link is stored there too
  const invitationSigner = lazyInvitationSigner(config.dataDir)
  const myNetworkService = createMyNetworkService(createMyNetworkRepository(db, outbox), {
    publicUrl: config.publicUrl,
    teamAddress: config.mailTo,
    signer: invitationSigner,
  })
  const apiBodyLimit = writeBodyLimit({
    maxSize: 256 * 1024,
    onError: () => {
      throw new PayloadTooLargeError()
    },
  })
  const enquiryService = createEnquiryService(createEnquiryRepository(db, outbox), { teamAddress: config.mailTo })
  const hotelOfferService = createHotelOfferService(createHotelOfferRepository(db))
  catalogue.onChange(() => hotelOfferService.clear())
  const hotelInterestService = createHotelInterestService(createHotelInterestRepository(db), {
    offers: hotelOfferService.offers,
    bus,
  })
  // a booking took or gave back weeks: the storefront follows before it answers (decisions 133 and 143); the
  // booking has committed, so a failed rebuild is logged, not answered (the index is marked stale)
  const weeksChanged = () => (
    catalogue.notifyChanged(),
    catalogue.refresh().catch((err: Error) => logger.error('catalogue refresh failed', errorLogFields(err)))
  )
  // leads read properties and stays through these two lookups (docs/product/leads.md#api)
  const propertyRepository = createPropertyRepository(db)
  const stayRepository = createStayRepository(db)
  const leadService = createLeadService(createLeadRepository(db, outbox), createLeadListRepository(db), {
    property: async (id) => {
      const p = await propertyRepository.findById(id)
      return (
        p && {
          id: p.id,
          name: p.name,
          city: p.city,
          currency: p.currency,
          beds: { adults: p.bedsAdults, children: p.bedsChildren },
          serviceLevels: p.serviceLevels,
          salesInformation: p.salesInformation,
        }
      )
    },
    stays: async (propertyId) =>
      (await stayRepository.list({ propertyIds: [propertyId] })).map((s) => ({
        _id: s.id,
        checkIn: s.checkIn,
        checkOut: s.checkOut,
        available: s.available,
        rates: s.rates,
        leadId: s.leadId,
      })),
    cardCrypto: lazyCardCrypto(config.cardDataKey, config.dataDir),
    operatorAddress: config.mailTo,
    logger,
    onWeeksChanged: weeksChanged,
    bus,
  })
  const extranetService = createExtranetService(createExtranetRepository(db), {
    // a feed of many messages tells the catalogue at most once a second (the offers read nights live)
    onChanged: coalesce(() => catalogue.notifyChanged(), 1000),
    // a page edit is one person's save: the hotel answer follows at once
    onContentChanged: () => catalogue.notifyChanged(),
  })
  return (
    new Hono()
      .basePath('/api')
      // a logo upload has its own 1 MiB limit (server/features/travel-agencies/routes.ts)
      .use('*', (c, next) =>
        LOGO_UPLOAD_PATH.test(c.req.path) || IMAGE_UPLOAD_PATH.test(c.req.path) ? next() : apiBodyLimit(c, next),
      )
      .use('/mailer', publicWrite, writeLimit)
      .use('/newsletter/*', publicWrite, writeLimit)
      .use('/enquiries', publicWrite, writeLimit)
      .use('/bookings/consumer', publicWrite, writeLimit)
      .use('/hotel-manager-invitations/*', publicWrite, writeLimit)
      .use('/frontendlogs', publicWrite, rateLimit({ ...limits, name: 'frontend-logs', ...FRONTEND_LOG_RATE_LIMIT }))
      .route(
        '/',
        systemRoutes(
          database,
          {
            appVersion,
            appEnv: config.appEnv,
            mediaBaseUrl: config.mediaBaseUrl,
            mapStyleUrl: config.mapStyleUrl ?? null,
            oidc: {
              authority: config.oidc.issuer,
              clientId: config.oidc.clientId,
              scope: config.oidc.scope,
              audience: config.oidc.audience,
              embedded: config.oidc.mode === 'embedded',
            },
            chat: chatMode(config),
          },
          { isListening: () => bus.isListening(), isStopping: () => lifecycle.stopping },
        ),
      )
      .route(
        '/',
        userRoutes(
          createUserService(createUserRepository(db), { onUserChanged: (id) => auth.accounts.forget(id) }),
          auth.requireUser,
        ),
      )
      .route('/', travelAgencyRoutes(travelAgencyService, auth.requireUser))
      .route('/', travelAgencyPublicRoutes(travelAgencyService))
      .route('/', agencyVerificationRoutes(agencyVerificationService, auth.requireUser))
      .route('/', agencyTeamRoutes(agencyTeamService, auth.requireUser))
      .route('/', agencyInvitationPublicRoutes(agencyTeamService))
      .route('/', conciergeJobRoutes(conciergeJobService, auth.requireUser))
      .route('/', myNetworkRoutes(myNetworkService, partnerUser))
      .route('/', hotelManagerInvitationPublicRoutes(myNetworkService))
      .route('/', extranetRoutes(extranetService, auth.requireUser))
      .route('/', extranetImageRoutes(storage, auth.requireUser))
      .route('/', hotelPatchRoutes(extranetService, auth.requireUser))
      .route('/', roomContentRoutes(extranetService, auth.requireUser))
      .route('/', ratePlanRoutes(extranetService, auth.requireUser))
      .route(
        '/',
        propertyStayRoutes(
          createPropertyStayService(createPropertyStayRepository(db), {
            // the storefront follows at once: the write answers after the catalogue has been rebuilt
            onChanged: () => (catalogue.notifyChanged(), catalogue.refresh()),
            isUploadedImage: isUploadedImageUrl,
          }),
          auth.requireUser,
        ),
      )
      .route(
        '/',
        onboardingDraftRoutes(createOnboardingDraftService(createOnboardingDraftRepository(db)), auth.requireUser),
      )
      .route('/', propertyRoutes(createPropertyService(createPropertyRepository(db), catalogueCache), catalogueCache))
      .route('/', propertyCommissionRoutes(createCommissionService(createCommissionRepository(db)), partnerUser))
      .route('/', propertySearchRoutes(createPropertySearchService(catalogue, searchCache), searchCache))
      .route('/', destinationRoutes(createDestinationService(catalogue, searchCache)))
      .route('/', stayRoutes(createStayService(createStayRepository(db))))
      .route('/', referenceRoutes(createReferenceService(createReferenceRepository(db), catalogueCache)))
      .route(
        '/',
        hotelAdminRoutes(
          createHotelAdminService(createHotelAdminRepository(db), { onChanged: () => catalogue.notifyChanged() }),
          auth.requireUser,
        ),
      )
      .route(
        '/',
        facilityRoutes(
          createFacilityService(createFacilityRepository(db), { onChanged: () => catalogue.notifyChanged() }),
          auth.requireUser,
        ),
      )
      .route(
        '/',
        hotelRoutes(
          createHotelService(createHotelRepository(db), catalogueCache, {
            publicUrl: config.publicUrl,
            invitationSigner,
            issueLink: myNetworkService.issueLink,
            demoBuild: config.appEnv === 'demo',
          }),
          auth.requireUser,
        ),
      )
      .route('/', hotelOfferRoutes(hotelOfferService, partnerUser, catalogueCache))
      .route('/', hotelInterestRoutes(hotelInterestService, partnerUser))
      .route('/', leadRoutes(leadService, partnerUser))
      .route('/', programRoutes(createProgramService(createProgramRepository(db), catalogueCache)))
      .route('/', inspirationRoutes(createInspirationService(createInspirationRepository(db), catalogueCache)))
      .route('/', autocompleteRoutes(createAutocompleteService(createAutocompleteRepository(db)), auth.requireUser))
      .route(
        '/',
        availableHotelsRoutes(
          createAvailableHotelsService(createAvailableHotelsRepository(db), {
            onCatalogueChange: (listener) => catalogue.onChange(listener),
            onError: (err) => logger.error('hotel index build failed', errorLogFields(err)),
            warm: config.nodeEnv !== 'test',
          }),
          partnerUser,
        ),
      )
      .route('/', frontendLogRoutes(createFrontendLogService(createFrontendLogRepository(db), { logger })))
      .route('/', mailerRoutes(createMailerService(outbox, config.mailTo), enquiryAnswer(enquiryService)))
      .route('/', enquiryRoutes(enquiryService))
      .route(
        '/',
        consumerBookingRoutes(
          createConsumerBookingService(createConsumerBookingRepository(db, outbox), {
            teamAddress: config.mailTo,
            onWeeksChanged: weeksChanged,
          }),
        ),
      )
      .route(
        '/',
        helpRoutes(
          createHelpService(createHelpRepository(db), outbox, { supportAddress: config.mailTo }),
          auth.requireUser,
        ),
      )
      .route('/', testimonialRoutes(createTestimonialService(createTestimonialRepository(db))))
      // Stripe: payouts, payment links, webhooks (docs/product/payments.md)
      .route('/', createPaymentsFeature({ db, config, logger, outbox, requireUser: auth.requireUser, publicWrite }))
      .route('/', devOutboxRoutes(outbox, auth.requireUser, { enabled: config.appEnv === 'demo' }))
      .route('/', adminOutboxRoutes(outbox, auth.requireUser))
      .route(
        '/',
        analyticsReportRoutes(createAnalyticsReportService(createAnalyticsReportRepository(db)), auth.requireUser),
      )
      .route('/', newsletterRoutes(createNewsletterService(createNewsletterRepository(db))))
      .route('/', chat.routes)
      .route('/', chatTokenRoutes(chat.stream, auth.requireUser))
  )
}

/**
 * The catalogue and its caches: a catalogue write calls `catalogue.notifyChanged()`, which marks
 * the snapshot stale and clears the cache of database answers; a rebuilt snapshot clears the
 * answers of the old one.
 */
function createCatalogueDeps({ database, config, logger }: AppDeps): CatalogueDeps {
  // a catalogue write through any process reaches every process's caches (docs/decisions/136-change-bus.md)
  const bus = createChangeBus(database, { logger })
  void bus.start().catch(() => undefined)
  const catalogue = createCatalogue(createCatalogueRepository(database.db), {
    onError: (err) => logger.error('catalogue refresh failed', errorLogFields(err)),
    bus,
  })
  const catalogueCache = new ResponseCache()
  const searchCache = new ResponseCache(1000, 60_000)
  catalogue.onChange(() => catalogueCache.clear())
  catalogue.onRebuilt(() => searchCache.clear())
  if (config.nodeEnv !== 'test')
    catalogue.snapshot().catch((err: Error) => logger.error('catalogue load failed', { error: err.message }))
  return { catalogue, catalogueCache, searchCache, bus, lifecycle: { stopping: false } }
}

export function createApp(deps: AppDeps) {
  const catalogueDeps = createCatalogueDeps(deps)
  const { catalogue, catalogueCache } = catalogueDeps
  const app = new Hono()
  app.onError(errorHandler(deps.logger))
  const limits: Limits = { store: rateLimitStoreFor(deps.database.db, deps.config), trustProxy: deps.config.trustProxy }
  const auth = createAuth(deps, limits.store, catalogueDeps.bus)
  // the built-in chat (docs/product/chat.md); its outbox is the same table as every other mail's
  const chat = createChatFeature({
    ...deps,
    outbox: createOutbox(deps.database.db, { mailsPerRecipientPerDay: deps.config.limits.mailsPerRecipientPerDay }),
    store: limits.store,
    auth,
    stream: deps.config.stream ? createStreamChat(deps.config.stream) : undefined,
  })
  app.route('/', createApi(deps, catalogueDeps, auth, limits, chat))
  // the embedded OpenID provider and its sign-in pages (absent with an external provider)
  if (auth.oidcApp) app.route('/', auth.oidcApp)
  app.all('/api/*', () => {
    throw new NotFoundError()
  })
  const pages = createPageRenderer({
    modulePath: deps.config.render.modulePath,
    // the page's API calls answered by this app in-process, as the browser's would be
    fetchApi: (input, init) =>
      Promise.resolve(app.fetch(new Request(new URL(String(input), 'http://localhost'), init))),
    logger: deps.logger,
    workers: { ...deps.config.render, workerPath: renderWorkerPath() },
  })
  catalogue.onChange(() => pages.clear())
  app.route(
    '/',
    staticApp({ distDir: deps.config.distDir, mediaDir: deps.config.mediaDir, pages, logger: deps.logger }),
  )
  /** the graceful stop's first step: /api/health says 'stopping' (503) so a proxy sends new requests elsewhere */
  const beginStop = () => void (catalogueDeps.lifecycle.stopping = true)
  return { app, catalogue, catalogueCache, auth, chat, bus: catalogueDeps.bus, beginStop, pages }
}

/** The render worker's entry: beside this module when built (dist-server/render-worker.js), the source otherwise. */
function renderWorkerPath(): string {
  const here = fileURLToPath(import.meta.url)
  return here.endsWith('.ts')
    ? path.join(path.dirname(here), 'ssr', 'render-worker.ts')
    : path.resolve('dist-server/render-worker.js')
}

export function originOf(url: string | undefined): string | undefined {
  if (!url || url.startsWith('/')) return undefined
  try {
    return new URL(url).origin
  } catch {
    return undefined
  }
}
