import { createHash, randomBytes } from 'node:crypto'
import * as v from 'valibot'
import { isAdmin, isHotelTeam } from '#domain/auth/roles.ts'
import { applyChange, changesNight, nightsOf, type Night } from '#domain/extranet/calendar.ts'
import {
  AriLineSchema,
  EXTRANET_MESSAGES as M,
  type BulkChangeOutput,
  type CalendarQuery,
} from '#domain/extranet/schemas.ts'
import type { AccountRow } from '#server/auth/account-repository.ts'
import {
  ConflictError,
  ForbiddenError,
  NotFoundError,
  UnauthenticatedError,
  ValidationError,
} from '#server/lib/errors.ts'
import { fieldErrors } from '#server/lib/validate.ts'
import { createContentService } from './content-service.ts'
import { createRatePlanService } from './rate-plan-service.ts'
import { createRoomContentService } from './room-content-service.ts'
import { parseChangesCsv } from '#domain/extranet/csv.ts'
import type { ExtranetRepository, RoomRow } from './repository.ts'

export const EXTRANET_FORBIDDEN_MESSAGE =
  "Only the hotel's own team and our admins can change its rates and availability"
export const UNKNOWN_KEY_MESSAGE = 'Unknown API key'
export const CSV_NOT_APPLIED = 'Some rows are not valid: nothing was applied'
export const MESSAGE_REUSED = 'This message id was already used for a different message'

type Tx = Parameters<Parameters<ExtranetRepository['transaction']>[0]>[0]

const sha256 = (text: string) => createHash('sha256').update(text).digest('hex')

/**
 * The hotel extranet (docs/product/extranet.md): a hotel's rooms and nights for admins (any hotel) and the hotel's
 * own team (its hotel; another hotel is a 404), bulk changes over a range with a weekday pattern (with a dry run),
 * the ARI key, and the channel managers' ARI messages (each line checked on its own, applied in one transaction,
 * once per message id). Every write tells the catalogue, so that the hotel search and the offers follow at once.
 */
export function createExtranetService(
  repo: ExtranetRepository,
  deps: { onChanged: () => void; onContentChanged?: () => void },
) {
  async function allowed(user: AccountRow, hotelId: string) {
    if (!isAdmin(user.role)) {
      if (!isHotelTeam(user)) throw new ForbiddenError(EXTRANET_FORBIDDEN_MESSAGE)
      if (user.hotelId !== hotelId) throw new NotFoundError('Hotel')
    }
    const hotel = await repo.hotel(hotelId)
    if (!hotel) throw new NotFoundError('Hotel')
    return hotel
  }

  function roomOf(rooms: RoomRow[], roomId: string, field = 'roomId'): RoomRow {
    const room = rooms.find((r) => r.id === roomId)
    if (!room) throw new ValidationError({ [field]: M.unknownRoom }, M.unknownRoom)
    return room
  }

  /** The nights a change gives, and how many of them it alters. */
  async function planned(room: RoomRow, change: BulkChangeOutput, tx?: Tx) {
    const days = nightsOf(change.from, change.to, change.weekdays)
    const stored = new Map((await repo.nights(room.id, change.from, change.to, tx)).map((n) => [n.date, n]))
    const { roomId: _room, from: _from, to: _to, weekdays: _weekdays, ...fields } = change
    const after: Night[] = []
    let changed = 0
    for (const day of days) {
      const before = stored.get(day)
      if (changesNight(before, fields, room.quantity)) changed++
      after.push(applyChange(before, day, fields, room.quantity))
    }
    return { after, changed }
  }

  function checkQuantity(room: RoomRow, change: BulkChangeOutput, field = 'available') {
    if (change.available !== undefined && change.available > room.quantity)
      throw new ValidationError({ [field]: M.moreThanRooms(room.quantity) }, M.moreThanRooms(room.quantity))
  }

  /** Each line checked on its own (`AriLineSchema`, the room, its quantity); errors keyed `${key}.${field}`. */
  function checkLines(rooms: RoomRow[], raws: { key: string; raw: unknown }[]) {
    const errors: Record<string, string> = {}
    const lines: { key: string; room: RoomRow; change: BulkChangeOutput }[] = []
    for (const { key, raw } of raws) {
      const parsed = v.safeParse(AriLineSchema, raw)
      if (!parsed.success) {
        for (const [field, text] of Object.entries(fieldErrors(parsed.issues))) errors[`${key}.${field}`] = text
        continue
      }
      const room = rooms.find((r) => r.id === parsed.output.roomId)
      if (!room) errors[`${key}.roomId`] = M.unknownRoom
      else if (parsed.output.available !== undefined && parsed.output.available > room.quantity)
        errors[`${key}.available`] = M.moreThanRooms(room.quantity)
      else lines.push({ key, room, change: parsed.output })
    }
    return { lines, errors }
  }

  return {
    ...createContentService(repo, { allowed, onChanged: deps.onContentChanged ?? deps.onChanged }),
    ...createRoomContentService(repo, { allowed, onChanged: deps.onContentChanged ?? deps.onChanged }),
    // a rate plan is one person's save, as a page edit: the offers follow at once
    ...createRatePlanService(repo, { allowed, onChanged: deps.onContentChanged ?? deps.onChanged }),
    /**
     * A CSV of changes (docs/product/extranet.md#csv-import): every row checked as an ARI line (a room by id or exact
     * name), errors per line number; then applied in order in one transaction, or, as a dry run, applied and rolled
     * back, answering per line how many nights would change.
     */
    async importCsv(user: AccountRow, hotelId: string, csv: string, dryRun: boolean) {
      await allowed(user, hotelId)
      const parsed = parseChangesCsv(csv)
      if (parsed.message) throw new ValidationError({ csv: parsed.message }, parsed.message)
      const rooms = await repo.rooms(hotelId)
      const byName = new Map(rooms.map((r) => [r.name.toLowerCase(), r.id]))
      const { lines, errors } = checkLines(
        rooms,
        parsed.rows.map((row) => ({
          key: `lines.${row.line}`,
          raw: { ...row.update, roomId: byName.get(row.room.toLowerCase()) ?? row.room },
        })),
      )
      // a room neither by name nor by id is unknown (not 'Please choose a room': the row names one)
      for (const row of parsed.rows)
        if (row.room && !byName.has(row.room.toLowerCase()) && !rooms.some((r) => r.id === row.room))
          errors[`lines.${row.line}.roomId`] = M.unknownRoom
      for (const e of parsed.errors) errors[`lines.${e.line}.${e.field}`] = e.message
      if (Object.keys(errors).length > 0) throw new ValidationError(errors, CSV_NOT_APPLIED)
      const answer: { line: number; room: string; nights: number }[] = []
      const rollback = new Error('dry run')
      try {
        await repo.transaction(async (tx) => {
          for (const { key, room, change } of lines) {
            const plan = await planned(room, change, tx)
            await repo.saveNights(room.id, plan.after, tx)
            answer.push({ line: Number(key.split('.')[1]), room: room.name, nights: plan.changed })
          }
          if (dryRun) throw rollback
        })
      } catch (error) {
        if (error !== rollback) throw error
      }
      const nights = answer.reduce((sum, l) => sum + l.nights, 0)
      if (!dryRun && nights > 0) deps.onChanged()
      return { dryRun, nights, lines: answer }
    },

    async overview(user: AccountRow, hotelId: string) {
      const hotel = await allowed(user, hotelId)
      const [rooms, ratePlans, key] = await Promise.all([
        repo.rooms(hotelId),
        repo.ratePlans(hotelId),
        repo.apiKey(hotelId),
      ])
      return {
        hotel,
        rooms,
        ratePlans,
        apiKey: key ? { prefix: key.prefix, createdAt: key.createdAt.toISOString() } : null,
      }
    },

    async calendar(user: AccountRow, hotelId: string, query: CalendarQuery) {
      await allowed(user, hotelId)
      const room = roomOf(await repo.rooms(hotelId), query.roomId)
      return { room, nights: await repo.nights(room.id, query.from, query.to) }
    },

    /** A bulk change of one room's nights; a dry run answers how many nights would change and writes nothing. */
    async change(user: AccountRow, hotelId: string, change: BulkChangeOutput, dryRun: boolean) {
      await allowed(user, hotelId)
      const room = roomOf(await repo.rooms(hotelId), change.roomId)
      checkQuantity(room, change)
      if (dryRun) return { nights: (await planned(room, change)).changed, dryRun: true }
      const changed = await repo.transaction(async (tx) => {
        const plan = await planned(room, change, tx)
        await repo.saveNights(room.id, plan.after, tx)
        return plan.changed
      })
      if (changed > 0) deps.onChanged()
      return { nights: changed, dryRun: false }
    },

    /** A new ARI key for the hotel: answered once, only its hash kept; the previous key stops working at once. */
    async rotateKey(user: AccountRow, hotelId: string) {
      await allowed(user, hotelId)
      const key = `lds_ari_${randomBytes(24).toString('base64url')}`
      const prefix = key.slice(0, 12)
      await repo.saveApiKey(hotelId, sha256(key), prefix, user.id)
      return { key, prefix }
    },

    /** A channel manager's ARI message for the key's hotel: every line checked, then all applied or none. */
    async ari(key: string | undefined, message: { messageId: string; updates: unknown[] }) {
      const hotelId = key ? await repo.hotelOfKey(sha256(key.trim())) : undefined
      if (!hotelId) throw new UnauthenticatedError(UNKNOWN_KEY_MESSAGE)
      const { lines, errors } = checkLines(
        await repo.rooms(hotelId),
        message.updates.map((raw, i) => ({ key: `updates.${i}`, raw })),
      )
      if (Object.keys(errors).length > 0)
        throw new ValidationError(errors, 'Some updates are not valid: nothing was applied')
      const digest = sha256(JSON.stringify(message.updates))
      const result = await repo.transaction(async (tx) => {
        // claimed first: a replay (or the same message twice at once) finds the first one's row and applies nothing
        const earlier = await repo.claimMessage(tx, hotelId, message.messageId, digest)
        if (earlier) {
          if (earlier.digest !== digest) throw new ConflictError(MESSAGE_REUSED)
          return { nights: earlier.nights, replayed: true }
        }
        let nights = 0
        for (const { room, change } of lines) {
          // later lines of the same message see the earlier ones
          const plan = await planned(room, change, tx)
          await repo.saveNights(room.id, plan.after, tx)
          nights += plan.changed
        }
        await repo.recordMessageNights(tx, hotelId, message.messageId, nights)
        return { nights, replayed: false }
      })
      if (!result.replayed && result.nights > 0) deps.onChanged()
      return { messageId: message.messageId, ...result }
    },
  }
}
export type ExtranetService = ReturnType<typeof createExtranetService>
