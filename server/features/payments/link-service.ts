import { isAdmin } from '#domain/auth/roles.ts'
import { utcToday } from '#domain/dates/iso-date.ts'
import { checkoutExpiresAt, linkTerms, minorUnits, paymentLinkState } from '#domain/payments/payment-link.ts'
import type { CheckoutStartDto, PaymentLinkDto, PaymentLinkKind } from '#domain/payments/types.ts'
import type { PriceSummary } from '#domain/leads/price-summary.ts'
import type { AccountRow } from '#server/auth/account-repository.ts'
import { newObjectId } from '#server/db/object-id.ts'
import { ConflictError, ForbiddenError, GoneError, NotFoundError, UnprocessableError } from '#server/lib/errors.ts'
import type { PaymentsGateway } from '#server/integrations/payments/stripe.ts'
import { paymentLinkMail } from './mails.ts'
import type { LinkWithStay, PaymentsRepository } from './repository.ts'

export const LINK_PATH = '/partner/cimalpes-payment-links'
export const RESULT_PATH = '/stripe-payments/checkout-sessions'

export const LINK_MESSAGES = {
  adminsOnly: 'Only our team can make payment links',
  noPrice: 'This lead has no price to pay yet',
  notBooked: 'Payment links are made for requested or confirmed bookings and options',
  nothingDue: (kind: PaymentLinkKind) =>
    kind === 'balance'
      ? 'This booking has no balance to pay: everything is due at booking'
      : 'Nothing is due for this booking',
  past: 'The day to pay this has passed',
  exists: (kind: PaymentLinkKind) => `This lead already has an open ${kind} link`,
  paid: 'This link has been paid',
  expired: 'This link has expired',
  cancelled: 'This link was cancelled',
} as const

type ConsumerDetails = {
  kind: 'consumerBooking'
  priceSummary?: PriceSummary
  request: { firstName: string; lastName: string; email: string; language?: string; paymentMethod?: string }
}

/** The details of a consumer booking (a lead without an agency), or null for an agency's lead. */
function consumerBooking(details: Record<string, unknown> | null | undefined): ConsumerDetails | null {
  if (!details || details.kind !== 'consumerBooking') return null
  const request = details.request as Partial<ConsumerDetails['request']> | undefined
  if (!request?.email || typeof request.email !== 'string') return null
  return details as unknown as ConsumerDetails
}

const PAYABLE_STATUSES = new Set(['requestedBooking', 'confirmedBooking', 'requestedOption', 'confirmedOption'])

/**
 * Payment links for a property lead's prepayment or balance (docs/product/payments.md#payment-links): our team makes
 * one from the lead's server-computed price summary; anyone with the link sees it and pays through Stripe Checkout,
 * a fresh session each time (a session lives at most 24 hours, a link until its due day). No card data reaches us.
 */
export function createPaymentLinkService(
  repo: PaymentsRepository,
  payments: PaymentsGateway,
  opts: { publicUrl: string; teamAddress: string; now?: () => number },
) {
  const now = opts.now ?? Date.now
  const today = () => utcToday(new Date(now()))

  function toDto(link: LinkWithStay): PaymentLinkDto {
    return {
      id: link.id,
      kind: link.kind,
      state: paymentLinkState(
        {
          paidAt: link.paidAt?.toISOString() ?? null,
          cancelledAt: link.cancelledAt?.toISOString() ?? null,
          dueDate: link.dueDate,
        },
        today(),
      ),
      property: { id: link.propertyId, name: link.propertyName ?? 'Property', city: link.propertyCity },
      period: { checkInDate: link.checkIn ?? '', checkOutDate: link.checkOut ?? '' },
      amount: link.amount,
      currency: link.currency,
      dueDate: link.dueDate,
      paidAt: link.paidAt ? link.paidAt.toISOString() : null,
      url: `${opts.publicUrl}${LINK_PATH}/${link.id}`,
    }
  }

  async function found(linkId: string) {
    const link = await repo.link(linkId)
    if (!link) throw new NotFoundError('Payment link')
    return link
  }

  return {
    toDto,
    async create(actor: AccountRow, leadId: string, kind: PaymentLinkKind): Promise<PaymentLinkDto> {
      if (!isAdmin(actor.role)) throw new ForbiddenError(LINK_MESSAGES.adminsOnly)
      const lead = await repo.lead(leadId)
      if (!lead) throw new NotFoundError('Lead')
      if (!PAYABLE_STATUSES.has(lead.status)) throw new ConflictError(LINK_MESSAGES.notBooked)
      const consumer = consumerBooking(lead.details)
      // a consumer booking keeps its server-computed summary in its details (docs/product/leads.md#consumer-booking)
      const summary = lead.priceSummary ?? consumer?.priceSummary ?? null
      if (!summary || !lead.checkIn) throw new UnprocessableError(LINK_MESSAGES.noPrice)
      const terms = linkTerms(
        kind,
        {
          checkInDate: lead.checkIn,
          prepayment: summary.prepayment,
          finalPayment: summary.finalPayment,
          finalPaymentDueDate: summary.finalPaymentDueDate,
        },
        today(),
      )
      if (terms === 'nothing-due') throw new UnprocessableError(LINK_MESSAGES.nothingDue(kind))
      if (terms === 'past') throw new UnprocessableError(LINK_MESSAGES.past)
      const id = newObjectId()
      // the guest of a consumer booking paying by card gets the link by e-mail at once ('card by a payment link')
      const guest = consumer?.request.paymentMethod === 'creditCard' ? consumer.request : null
      const mail = guest
        ? paymentLinkMail(
            {
              guest: {
                firstName: guest.firstName,
                lastName: guest.lastName,
                email: guest.email,
                language: guest.language === 'de' ? 'de' : 'en',
              },
              reference: lead.reference,
              kind,
              amount: terms.amount,
              currency: summary.currency,
              dueDate: terms.dueDate,
              property: { name: lead.propertyName ?? 'Property', city: lead.propertyCity },
              period: { checkIn: lead.checkIn, checkOut: lead.checkOut ?? lead.checkIn },
              url: `${opts.publicUrl}${LINK_PATH}/${id}`,
            },
            opts.teamAddress,
          )
        : null
      const row = await repo.insertLinkWithMail(
        {
          id,
          leadId,
          travelAgencyId: lead.travelAgencyId,
          kind,
          amount: terms.amount,
          currency: summary.currency,
          dueDate: terms.dueDate,
          createdBy: actor.id,
        },
        mail,
      )
      // one live link per lead and kind (the unique index decides between two at once)
      if (!row) throw new ConflictError(LINK_MESSAGES.exists(kind))
      return { ...toDto(await found(id)), mailedTo: mail?.recipient ?? null }
    },
    async list(actor: AccountRow, leadId: string): Promise<PaymentLinkDto[]> {
      if (!isAdmin(actor.role)) throw new ForbiddenError(LINK_MESSAGES.adminsOnly)
      const rows = await repo.linksOfLead(leadId)
      return Promise.all(rows.map(async (r) => toDto(await found(r.id))))
    },
    async cancel(actor: AccountRow, linkId: string): Promise<PaymentLinkDto> {
      if (!isAdmin(actor.role)) throw new ForbiddenError(LINK_MESSAGES.adminsOnly)
      const link = await found(linkId)
      if (!(await repo.cancelLink(linkId, new Date(now())))) {
        throw new ConflictError(link.paidAt ? LINK_MESSAGES.paid : LINK_MESSAGES.cancelled)
      }
      return toDto(await found(linkId))
    },
    /** where a canceled Checkout returns: the result page of the link's latest session */
    async canceledUrl(linkId: string): Promise<string> {
      const link = await found(linkId)
      const sessionId = await repo.latestSessionId(link.id)
      return sessionId ? `${RESULT_PATH}/${sessionId}?canceled` : `${LINK_PATH}/${link.id}`
    },
    async read(linkId: string): Promise<PaymentLinkDto> {
      return toDto(await found(linkId))
    },
    /** a fresh Checkout session for an open link; paid, expired and cancelled links are refused (409 / 410) */
    async checkout(linkId: string): Promise<CheckoutStartDto> {
      const dto = toDto(await found(linkId))
      if (dto.state === 'paid') throw new ConflictError(LINK_MESSAGES.paid)
      if (dto.state === 'expired') throw new GoneError(LINK_MESSAGES.expired)
      if (dto.state === 'cancelled') throw new GoneError(LINK_MESSAGES.cancelled)
      const kindName = dto.kind === 'balance' ? 'Balance' : 'Prepayment'
      const result = `${opts.publicUrl}${RESULT_PATH}/{CHECKOUT_SESSION_ID}`
      const session = await payments.createCheckoutSession({
        linkId,
        name: `${kindName}: ${dto.property.name}, ${dto.period.checkInDate} – ${dto.period.checkOutDate}`,
        amountMinor: minorUnits(dto.amount, dto.currency),
        currency: dto.currency,
        expiresAt: checkoutExpiresAt(now(), dto.dueDate),
        successUrl: `${result}?success`,
        // the {CHECKOUT_SESSION_ID} template is Stripe's for success_url; the way back goes through us (canceledUrl)
        cancelUrl: `${opts.publicUrl}/api/payment-links/${linkId}/canceled`,
      })
      await repo.saveCheckoutSession({ id: session.id, paymentLinkId: linkId, expiresAt: session.expiresAt })
      return { url: session.url, sessionId: session.id }
    },
  }
}
export type PaymentLinkService = ReturnType<typeof createPaymentLinkService>
