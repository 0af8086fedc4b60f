import { isAdmin } from '#domain/auth/roles.ts'
import {
  keepsOnlyStored,
  PROPERTY_EDIT_MESSAGES as E,
  type PropertyEdit,
} from '#domain/property-stays/property-edit.ts'
import type { SeasonInput, StayInput } from '#domain/property-stays/schemas.ts'
import { PROPERTY_FACILITIES } from '#server/db/seed/facilities.ts'
import {
  firstOverlap,
  seasonWeeks,
  stateOf,
  STAY_MESSAGES as M,
  storedOf,
  type Period,
} from '#domain/property-stays/stays.ts'
import type { AccountRow } from '#server/auth/account-repository.ts'
import { newObjectId } from '#server/db/object-id.ts'
import { ConflictError, ForbiddenError, NotFoundError, ValidationError } from '#server/lib/errors.ts'
import type { PropertyStayRepository } from './repository.ts'

export const PROPERTY_FORBIDDEN_MESSAGE = "Only the property's operator and our admins can change its stays"

type StayRow = Awaited<ReturnType<PropertyStayRepository['stays']>>[number]
const toAnswer = (s: StayRow) => ({
  _id: s.id,
  checkIn: s.checkIn,
  checkOut: s.checkOut,
  state: stateOf(s),
  rates: s.rates,
  minRate: s.minRate,
  /** the option or booking that took the week (decision 143), null when none */
  leadId: s.leadId,
})

/**
 * The stays of a property kept by its operator (its own properties; another operator's is a 404) and admins (any):
 * add, change and remove a stay, fill a season of weeks with one rate set (with a dry run). Overlaps are refused;
 * every write recomputes the property's priceFrom in the same transaction and then waits until the catalogue (the
 * search index, destination lists, rendered pages and response caches) has been rebuilt, so the storefront
 * answers the change at once.
 */
export function createPropertyStayService(
  repo: PropertyStayRepository,
  deps: {
    onChanged: () => Promise<unknown>
    /** an image the back-office's upload answered (server/features/extranet/images-file.ts), composed in app.ts */
    isUploadedImage?: (url: string) => boolean
  },
) {
  function mayEdit(user: AccountRow) {
    if (isAdmin(user.role)) return null
    if (user.role !== 'operator' || !user.operatorId) throw new ForbiddenError(PROPERTY_FORBIDDEN_MESSAGE)
    return user.operatorId
  }

  async function allowed(user: AccountRow, propertyId: string) {
    const operatorId = mayEdit(user)
    const property = await repo.property(propertyId)
    if (!property || (operatorId !== null && property.operatorId !== operatorId)) throw new NotFoundError('Property')
    return property
  }

  function checkLevels(levels: string[], rates: Record<string, number | null>, field = 'rates') {
    if (Object.keys(rates).some((k) => !levels.includes(k))) throw new ValidationError({ [field]: M.level }, M.level)
  }

  function refuseOverlap(period: Period, stored: StayRow[], exceptId?: string) {
    const other = firstOverlap(period, stored, exceptId)
    if (other) throw new ConflictError(M.overlap(other.checkIn, other.checkOut))
  }

  async function write<T>(
    propertyId: string,
    fn: (tx: Parameters<Parameters<PropertyStayRepository['transaction']>[0]>[0], stored: StayRow[]) => Promise<T>,
  ) {
    const result = await repo.transaction(async (tx) => {
      await repo.lock(tx, propertyId)
      const out = await fn(tx, await repo.stays(propertyId, tx))
      await repo.recomputePriceFrom(tx, propertyId)
      return out
    })
    await deps.onChanged()
    return result
  }

  return {
    async properties(user: AccountRow) {
      return { properties: await repo.list(mayEdit(user)) }
    },
    /** The property's fields as the editor shows them, with the fixed list of facilities it may choose from. */
    async property(user: AccountRow, propertyId: string) {
      await allowed(user, propertyId)
      const property = await repo.editable(propertyId)
      if (!property) throw new NotFoundError('Property')
      return { property, facilities: PROPERTY_FACILITIES.map((f) => ({ id: f.id, name: f.name })) }
    },
    /** A PATCH of the property's fields; images and floor plans only reordered or removed; the thumbnail is the first. */
    async edit(user: AccountRow, propertyId: string, input: PropertyEdit) {
      await allowed(user, propertyId)
      const media = await repo.media(propertyId)
      if (!media) throw new NotFoundError('Property')
      // an image or plan the property has, or one the upload answered (decision 140)
      const kept = (next: string[], stored: string[]) =>
        keepsOnlyStored(next, stored.concat(next.filter((url) => deps.isUploadedImage?.(url))))
      if (input.images && !kept(input.images, media.images)) throw new ValidationError({ images: E.images }, E.images)
      if (
        input.floorplans &&
        !kept(
          input.floorplans.map((f) => f.url),
          media.floorplans.map((f) => f.url),
        )
      )
        throw new ValidationError({ floorplans: E.images }, E.images)
      const known = new Set(PROPERTY_FACILITIES.map((f) => f.id))
      if (input.facilities?.some((id) => !known.has(id)))
        throw new ValidationError({ facilities: E.facility }, E.facility)
      const thumbnail = input.images?.[0]
      await repo.updateProperty(propertyId, { ...input, ...(thumbnail ? { thumbnail } : {}) })
      await deps.onChanged()
      return { _id: propertyId }
    },
    async stays(user: AccountRow, propertyId: string) {
      const property = await allowed(user, propertyId)
      return { property, stays: (await repo.stays(propertyId)).map(toAnswer) }
    },
    async add(user: AccountRow, propertyId: string, input: StayInput) {
      const property = await allowed(user, propertyId)
      checkLevels(property.serviceLevels, input.rates)
      const id = newObjectId()
      await write(propertyId, async (tx, stored) => {
        refuseOverlap(input, stored)
        await repo.insert(tx, [
          { id, propertyId, checkIn: input.checkIn, checkOut: input.checkOut, ...storedOf(input.state, input.rates) },
        ])
      })
      return { _id: id }
    },
    async change(user: AccountRow, propertyId: string, stayId: string, input: StayInput) {
      const property = await allowed(user, propertyId)
      checkLevels(property.serviceLevels, input.rates)
      await write(propertyId, async (tx, stored) => {
        if (!stored.some((s) => s.id === stayId)) throw new NotFoundError('Stay')
        refuseOverlap(input, stored, stayId)
        await repo.update(tx, propertyId, stayId, {
          checkIn: input.checkIn,
          checkOut: input.checkOut,
          ...storedOf(input.state, input.rates),
          // the operator puts a week a booking holds back on sale: the booking holds it no more (decision 143)
          ...(input.state === 'sold' ? {} : { leadId: null }),
        })
      })
      return { _id: stayId }
    },
    async remove(user: AccountRow, propertyId: string, stayId: string) {
      await allowed(user, propertyId)
      await write(propertyId, async (tx) => {
        if (!(await repo.remove(tx, propertyId, stayId))) throw new NotFoundError('Stay')
      })
      return { deleted: stayId }
    },
    /** The weeks of a season; a dry run says which would be added and which overlap a stay (and adds nothing). */
    async season(user: AccountRow, propertyId: string, input: SeasonInput, dryRun: boolean) {
      const property = await allowed(user, propertyId)
      checkLevels(property.serviceLevels, input.rates)
      const weeks = seasonWeeks(input.from, input.to, input.weekday, input.nights)
      if (weeks.length === 0) throw new ValidationError({ to: M.noWeek }, M.noWeek)
      if (weeks.length > 52) throw new ValidationError({ to: M.tooManyWeeks }, M.tooManyWeeks)
      const plan = (stored: StayRow[]) =>
        weeks.map((w) => {
          const other = firstOverlap(w, stored)
          return { ...w, overlaps: other ? M.overlap(other.checkIn, other.checkOut) : null }
        })
      if (dryRun) return { dryRun: true, weeks: plan(await repo.stays(propertyId)), added: 0 }
      return write(propertyId, async (tx, stored) => {
        const planned = plan(stored)
        const clash = planned.find((w) => w.overlaps)
        if (clash) throw new ConflictError(`${clash.checkIn}: ${clash.overlaps}`)
        const values = storedOf(input.state, input.rates)
        await repo.insert(
          tx,
          weeks.map((w) => ({ id: newObjectId(), propertyId, ...w, ...values })),
        )
        return { dryRun: false, weeks: planned, added: weeks.length }
      })
    },
  }
}
export type PropertyStayService = ReturnType<typeof createPropertyStayService>
