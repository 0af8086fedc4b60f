import { displayName, isAdmin } from '#domain/auth/roles.ts'
import { groupCardNumber } from '#domain/leads/card.ts'
import type { LeadListQuery } from '#domain/leads/lead-list-query.ts'
import type { StatusChange } from '#domain/leads/status-change.ts'
import { deletionNote, type LeadDeletion } from '#domain/leads/lead-deletion.ts'
import { canOperatorMove, type LeadStatus } from '#domain/leads/lead-status.ts'
import type {
  CardRevealAnswer,
  LeadListAnswer,
  LeadReportAnswer,
  PropertyLeadDetail,
  SavedLeadAnswer,
} from '#domain/leads/types.ts'
import type { CardCrypto } from '#server/lib/card-crypto.ts'
import { ConflictError, IdempotencyKeyReusedError, NotFoundError, ValidationError } from '#server/lib/errors.ts'
import type { ChangeBus } from '#server/lib/change-bus.ts'
import type { Logger } from '#server/lib/logger.ts'
import { agencyOf, canSee, listScope, requireAdmin, type LeadCaller } from './access.ts'
import { decodeCursor, encodeCursor, leadDetail, listItem } from './answers.ts'
import type { LeadListRepository } from './list-repository.ts'
import { LeadListCache } from './list-cache.ts'
import { leadMails } from './mails.ts'
import type { LeadChanges, LeadRepository, LeadRow } from './repository.ts'
import { LEAD_MESSAGES, type PropertyLeadPayload } from '#domain/leads/lead-payload.ts'
import { WeeksSoldError } from '#server/db/week-holds.ts'
import { checkIdempotencyKey } from '#server/lib/idempotency-key.ts'
import {
  canonicalPayload,
  checkSubmission,
  type PropertyLookup,
  type StayLookup,
  type Submission,
} from './submission.ts'
import { showsCommission, type ThemeFacts } from './theme-rules.ts'

export type LeadDeps = {
  property: PropertyLookup
  stays: StayLookup
  /** the card key's cipher, created on first use (server/lib/card-crypto.ts) */
  cardCrypto: () => CardCrypto
  /** the operator's address (MAIL_TO) */
  operatorAddress: string
  logger: Logger
  /** after a write that took or gave back weeks: the storefront's caches and index follow (server/app.ts) */
  onWeeksChanged?: () => Promise<unknown>
  now?: () => Date
  /** with it, a lead write forgets the agency's change stamp in every process (`lead-stamps`) */
  bus?: ChangeBus
}
export type SavedLead = SavedLeadAnswer & { replayed: boolean }

/** How long an agency's change stamp is trusted without asking the database (a write elsewhere shows after it). */
const STAMP_MS = 1_000
const CHANGED_MEANWHILE = 'This lead was changed meanwhile. Please reload it and try again.'

/**
 * Property leads (docs/product/leads.md): submissions checked and priced by the server
 * (submission.ts), stored with the card encrypted, every status change in the lead's history in
 * the same transaction, the mails through the outbox; the dashboards' lists and reports; the
 * operator's decisions and card reveals (admins).
 */
export function createLeadService(repo: LeadRepository, lists: LeadListRepository, deps: LeadDeps) {
  const now = deps.now ?? (() => new Date())

  // agency names decide the theme; read for every list call, kept a minute
  const agencyNames = new Map<string, { name: string | null; until: number }>()
  async function agencyName(agencyId: string): Promise<string | null> {
    const kept = agencyNames.get(agencyId)
    if (kept && kept.until > Date.now()) return kept.name
    const name = await repo.agencyName(agencyId)
    if (agencyNames.size > 10_000) agencyNames.clear()
    agencyNames.set(agencyId, { name, until: Date.now() + 60_000 })
    return name
  }
  async function themeOf(caller: LeadCaller, agencyId: string | null): Promise<ThemeFacts> {
    return {
      company: caller.user.company,
      agencyName: agencyId ? await agencyName(agencyId) : null,
      role: caller.user.role,
    }
  }
  const pages = new LeadListCache<LeadListAnswer>()
  // the change stamp itself is read at most once a second per agency (one query for many callers);
  // a lead write through any process forgets it at once (list-cache.ts, docs/decisions/146-per-process-state.md)
  const stamps = new Map<string, { stamp: Promise<string>; until: number }>()
  deps.bus?.subscribe('lead-stamps', () => stamps.clear())
  function stampOf(agencyId: string): Promise<string> {
    const kept = stamps.get(agencyId)
    if (kept && kept.until > Date.now()) return kept.stamp
    const stamp = lists.stamp(agencyId)
    if (stamps.size > 10_000) stamps.clear()
    stamps.set(agencyId, { stamp, until: Date.now() + STAMP_MS })
    stamp.catch(() => stamps.delete(agencyId))
    return stamp
  }
  const changed = (agencyId: string | null) => {
    if (!agencyId) return
    stamps.delete(agencyId)
    deps.bus?.publish('lead-stamps')
  }
  const weeksChanged = async (done: { weeksChanged: boolean }) => {
    if (done.weeksChanged) await deps.onWeeksChanged?.()
  }
  /** A write whose period has a week sold meanwhile answers as the check before it does (400, the sold text). */
  async function refusingSold<T>(write: () => Promise<T>): Promise<T> {
    try {
      return await write()
    } catch (error) {
      if (error instanceof WeeksSoldError)
        throw new ValidationError({ 'period.checkInDate': LEAD_MESSAGES.periodSold }, LEAD_MESSAGES.periodSold)
      throw error
    }
  }

  /** The card columns of a submission: a new card encrypted with the lead's id, none, or the stored one kept. */
  function cardColumns(s: Submission, id: string): LeadChanges {
    if (s.card === 'keep') return {}
    if (s.card === null)
      return {
        cardNumberEncrypted: null,
        cardLastFour: null,
        cardName: null,
        cardExpirationMonth: null,
        cardExpirationYearShort: null,
      }
    return {
      cardNumberEncrypted: deps.cardCrypto().encrypt(s.card.digits, id),
      cardLastFour: s.card.lastFour,
      cardName: s.card.name,
      cardExpirationMonth: s.card.month,
      cardExpirationYearShort: s.card.year,
    }
  }

  function mailsOf(s: Submission, caller: LeadCaller, agencyName: string | null) {
    return (lead: { id: string; reference: string }) =>
      leadMails(
        lead,
        {
          intent: s.payload.intent,
          status: s.status,
          property: { name: s.property.name, city: s.property.city },
          period: s.payload.period,
          serviceLevel: s.payload.serviceLevel,
          pax: s.payload.occupancy?.pax ?? null,
          client: s.payload.client,
          agencyName: agencyName ?? '',
          agent: { name: displayName(caller.user), email: caller.user.email },
          paidBy: s.values.payments ? (s.values.payments.isPaidByCreditCard ? 'creditCard' : 'bankTransfer') : null,
          price: s.price,
        },
        deps.operatorAddress,
      )
  }

  /** A deleted lead is not found, except for an admin reading its page (`deleted: 'shown'`). */
  async function visibleLead(id: string, caller: LeadCaller, deleted: 'hidden' | 'shown' = 'hidden'): Promise<LeadRow> {
    const lead = await repo.byId(id)
    if (!lead || !canSee(caller, lead.travelAgencyId)) throw new NotFoundError('Lead')
    if (lead.deletedAt && (deleted === 'hidden' || !isAdmin(caller.user.role))) throw new NotFoundError('Lead')
    return lead
  }

  return {
    /** POST …/new/property: a new lead (its body checked in the route); an Idempotency-Key replay answers the stored one. */
    async create(payload: PropertyLeadPayload, idempotencyKey: string | null, caller: LeadCaller): Promise<SavedLead> {
      checkIdempotencyKey(idempotencyKey)
      const agencyId = agencyOf(caller)
      const digest = deps.cardCrypto().fingerprint(canonicalPayload(payload))
      const replay = (stored: { id: string; status: LeadStatus; requestDigest: string | null }): SavedLead => {
        if (stored.requestDigest !== digest)
          throw new IdempotencyKeyReusedError('This Idempotency-Key was already used for a different lead')
        return { _id: stored.id, status: stored.status, replayed: true }
      }
      if (idempotencyKey) {
        const stored = await repo.byIdempotencyKey(agencyId, idempotencyKey)
        if (stored) return replay(stored)
      }
      const theme = await themeOf(caller, agencyId)
      const at = now()
      let s: Submission
      try {
        s = await checkSubmission(payload, { theme, property: deps.property, stays: deps.stays, now: at })
      } catch (error) {
        // the same request stored meanwhile (its week is now sold to it): the replay, not its refusal
        const stored =
          idempotencyKey && error instanceof ValidationError && (await repo.byIdempotencyKey(agencyId, idempotencyKey))
        if (stored) return replay(stored)
        throw error
      }
      const result = await refusingSold(() =>
        repo.create(
          {
            ...s.values,
            travelAgencyId: agencyId,
            userId: caller.user.id,
            status: s.status,
            client: s.values.client!,
            idempotencyKey,
            requestDigest: digest,
          },
          (id) => cardColumns(s, id),
          { userId: caller.user.id, from: null, to: s.status, note: null },
          { mails: mailsOf(s, caller, theme.agencyName) },
          at,
        ),
      )
      if (!result.created) return replay(result)
      changed(agencyId)
      await weeksChanged(result)
      return { _id: result.id, status: s.status, replayed: false }
    },

    /** PATCH …/{id}/property: a booking, option, change request or interest on a stored lead. */
    async update(id: string, payload: PropertyLeadPayload, caller: LeadCaller): Promise<SavedLeadAnswer> {
      agencyOf(caller)
      const lead = await visibleLead(id, caller)
      const theme = await themeOf(caller, lead.travelAgencyId)
      const at = now()
      const s = await checkSubmission(payload, {
        theme,
        property: deps.property,
        stays: deps.stays,
        now: at,
        previous: lead,
      })
      const note = s.status === lead.status ? `${payload.intent}` : null
      const done = await refusingSold(() =>
        repo.update(
          id,
          lead.status,
          { ...s.values, ...cardColumns(s, id) },
          { userId: caller.user.id, from: lead.status, to: s.status, note },
          { mails: mailsOf(s, caller, theme.agencyName) },
          at,
        ),
      )
      if (!done) throw new ConflictError(CHANGED_MEANWHILE)
      changed(lead.travelAgencyId)
      await weeksChanged(done)
      return { _id: id, status: s.status }
    },

    async detail(id: string, caller: LeadCaller): Promise<PropertyLeadDetail> {
      agencyOf(caller)
      const lead = await visibleLead(id, caller, 'shown')
      const [row, history] = await Promise.all([repo.detail(lead.id), repo.history(lead.id)])
      if (!row) throw new NotFoundError('Lead')
      return leadDetail(row, history, showsCommission(await themeOf(caller, caller.agencyId)))
    },

    /** `q` is validated at the edge (routes.ts); the cursor is checked when it is decoded. */
    async list(q: LeadListQuery, caller: LeadCaller): Promise<LeadListAnswer> {
      const scope = listScope(caller, q)
      const cursor = decodeCursor(q.cursor)
      if (cursor === 'invalid') throw new ValidationError({ cursor: 'Unknown cursor' })
      const shows = showsCommission(await themeOf(caller, caller.agencyId))
      // one agency's pages are kept while its change stamp holds (list-cache.ts); every agency's are not
      const key = scope.agencyId ? JSON.stringify([scope, q, shows]) : null
      const stamp = scope.agencyId ? await stampOf(scope.agencyId) : ''
      const kept = key ? pages.get(key, stamp) : undefined
      if (kept) return kept
      const rows = await lists.page({ ...q, ...scope }, cursor, q.limit + 1)
      const page = rows.slice(0, q.limit)
      const answer = {
        items: page.map((r) => listItem(r, shows)),
        nextCursor: rows.length > q.limit ? encodeCursor(page.at(-1)!) : null,
      }
      if (key) pages.set(key, stamp, answer)
      return answer
    },

    async report(q: LeadListQuery, caller: LeadCaller): Promise<LeadReportAnswer> {
      const scope = listScope(caller, q)
      const shows = showsCommission(await themeOf(caller, caller.agencyId))
      const rows = await lists.report({ ...q, ...scope })
      return {
        rows: rows
          .map((r) => ({
            month: r.month,
            status: r.status,
            count: r.count,
            bookedValue: r.value,
            commission: shows ? r.commission : 0,
            currency: r.currency,
          }))
          .sort(
            (a, b) =>
              a.month.localeCompare(b.month) ||
              a.status.localeCompare(b.status) ||
              a.currency.localeCompare(b.currency),
          ),
      }
    },

    /** The operator's decision (admins): OPERATOR_TRANSITIONS only (409 otherwise), recorded in the history. */
    async setStatus(id: string, { to, note }: StatusChange, caller: LeadCaller): Promise<SavedLeadAnswer> {
      requireAdmin(caller)
      const lead = await visibleLead(id, caller)
      if (!canOperatorMove(lead.status, to))
        throw new ConflictError(`A lead in status ${lead.status} can not become ${to}`)
      // a decision keeps the lead's period: a confirmation keeps its weeks, a decline, expiry or cancellation
      // gives them back
      const done = await refusingSold(() =>
        repo.update(
          id,
          lead.status,
          { status: to },
          { userId: caller.user.id, from: lead.status, to, note: note || null },
          { mails: () => [] },
          now(),
        ),
      )
      if (!done) throw new ConflictError(CHANGED_MEANWHILE)
      changed(lead.travelAgencyId)
      await weeksChanged(done)
      return { _id: id, status: to }
    },

    /** DELETE /api/sales/leads/{id} (admins): soft, with the reason in the lead's history. */
    async remove(id: string, { reason }: LeadDeletion, caller: LeadCaller): Promise<void> {
      requireAdmin(caller)
      const lead = await visibleLead(id, caller)
      const done = await repo.softDelete(id, lead.status, caller.user.id, deletionNote(reason), now())
      if (!done) throw new ConflictError(CHANGED_MEANWHILE)
      changed(lead.travelAgencyId)
      await weeksChanged(done)
    },

    /** The clear card number for an admin, once per request; the reveal is recorded (who, when). */
    async revealCard(id: string, caller: LeadCaller): Promise<CardRevealAnswer> {
      requireAdmin(caller)
      const lead = await visibleLead(id, caller)
      if (!lead.cardNumberEncrypted) throw new NotFoundError('Card')
      let digits: string
      try {
        digits = deps.cardCrypto().decrypt(lead.cardNumberEncrypted, lead.id)
      } catch (error) {
        deps.logger.error('card reveal failed', { code: 'card-decrypt-failed', leadId: lead.id })
        throw error
      }
      const at = await repo.recordReveal(lead.id, caller.user.id, now())
      return { number: groupCardNumber(digits), revealedAt: at.toISOString() }
    },
  }
}
export type LeadService = ReturnType<typeof createLeadService>
