import {
  ratePlanProblems,
  type EditableRatePlan,
  type RatePlanDeleteAnswer,
  type RatePlanFields,
  type RatePlanPatch,
} from '#domain/extranet/rate-plan.ts'
import type { AccountRow } from '#server/auth/account-repository.ts'
import { NotFoundError, ValidationError } from '#server/lib/errors.ts'
import type { RatePlanRepository } from './rate-plan-repository.ts'
import { checkIdempotencyKey } from '#server/lib/idempotency-key.ts'

type Deps = {
  /** the hotel if `user` may change it (admins any, the hotel's team its own; 404 / 403 otherwise) */
  allowed: (user: AccountRow, hotelId: string) => Promise<unknown>
  onChanged: () => void
}

export const RATE_PLAN_NOT_SAVED = 'Some fields are not valid: the rate plan was not saved'

function checked(fields: RatePlanFields): RatePlanFields {
  const errors = ratePlanProblems(fields)
  if (Object.keys(errors).length > 0) throw new ValidationError(errors, RATE_PLAN_NOT_SAVED)
  return fields
}

/**
 * A hotel's rate plans (docs/product/extranet.md#rate-plans): listed, created, changed field by field, archived or
 * restored, and deleted when no saved interest names them (else archived: the interests keep their copy of the
 * offer). Every write tells the catalogue at once, so the offers and the hotel search follow.
 */
export function createRatePlanService(repo: RatePlanRepository, deps: Deps) {
  async function planOf(user: AccountRow, hotelId: string, id: string): Promise<EditableRatePlan> {
    await deps.allowed(user, hotelId)
    const plan = await repo.plan(hotelId, id)
    if (!plan) throw new NotFoundError('Rate plan')
    return plan
  }

  return {
    async ratePlans(user: AccountRow, hotelId: string) {
      await deps.allowed(user, hotelId)
      return { ratePlans: await repo.plans(hotelId) }
    },

    /** A repeat with the same Idempotency-Key (a retry after a lost answer) answers the plan it made, `replayed`. */
    async createRatePlan(user: AccountRow, hotelId: string, fields: RatePlanFields, idempotencyKey: string | null) {
      checkIdempotencyKey(idempotencyKey)
      await deps.allowed(user, hotelId)
      const { plan: ratePlan, replayed } = await repo.insertPlan(hotelId, checked(fields), idempotencyKey)
      if (!replayed) deps.onChanged()
      return { ratePlan, replayed }
    },

    /** Any of the fields (the others stay as stored), checked together with what is stored. */
    async updateRatePlan(user: AccountRow, hotelId: string, id: string, patch: RatePlanPatch) {
      const { id: _id, archived, ...stored } = await planOf(user, hotelId, id)
      const { archived: next = archived, ...fields } = patch
      const ratePlan = await repo.updatePlan(id, checked({ ...stored, ...fields }), next)
      deps.onChanged()
      return { ratePlan }
    },

    async deleteRatePlan(user: AccountRow, hotelId: string, id: string): Promise<RatePlanDeleteAnswer> {
      const { id: _id, archived: _archived, ...stored } = await planOf(user, hotelId, id)
      const interests = await repo.interestsNaming(hotelId, id)
      if (interests > 0) await repo.updatePlan(id, stored, true)
      else await repo.deletePlan(id)
      deps.onChanged()
      return interests > 0 ? { archived: true, interests } : { deleted: true }
    },
  }
}
