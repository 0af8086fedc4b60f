/**
 * Concierge jobs (docs/product/concierge-jobs.md): an agency's members (and admins acting for it) create, edit,
 * assign and move their jobs; another agency's jobs are not found (404). A hotel job is handed to the hotel in one of
 * the agency's enquiry channels with it, as a structured chat message; the hotel's team answers there, and only they
 * (an agent never answers for the hotel, 403). Every change is recorded with who made it.
 */
import { randomUUID } from 'node:crypto'
import { displayName, isAllowed, isHotelTeam } from '#domain/auth/roles.ts'
import { instantOfLocal, localDateTimeIn, placeTimeZone } from '#domain/concierge-jobs/local-time.ts'
import { isEditable, mayTransition, maySendToHotel, type JobActor } from '#domain/concierge-jobs/job-status.ts'
import {
  JOB_MESSAGES,
  type AssigneeOutput,
  type HandOffOutput,
  type HotelAnswerOutput,
  type JobOutput,
} from '#domain/concierge-jobs/schemas.ts'
import type { JobFilter } from '#domain/concierge-jobs/job-filter.ts'
import type {
  ConciergeJobAttachment,
  ConciergeJobDetailDto,
  ConciergeJobDto,
  ConciergeJobListDto,
  JobPlaceListDto,
  JobStatus,
} from '#domain/concierge-jobs/types.ts'
import type { AccountRow } from '#server/auth/account-repository.ts'
import { newObjectId } from '#server/db/object-id.ts'
import { ConflictError, ForbiddenError, NO_AGENCY_MESSAGE, NotFoundError, ValidationError } from '#server/lib/errors.ts'
import { SERVICE_NAMES } from './mails.ts'
import { JOB_PATH } from './reminders.ts'
import type { ConciergeJobRepository, JobView, NewJobEvent } from './repository.ts'

export type JobCaller = { user: AccountRow; agencyId: string | null }

/** The chat, as the jobs use it: a structured message into a channel, written as `author` (its access applies). */
export type JobChat = {
  post: (
    author: JobCaller,
    cid: string,
    message: { clientMessageId: string; text: string; attachment: ConciergeJobAttachment },
  ) => Promise<unknown>
}

export type JobChannelDto = { cid: string; client: string; agent: string; lastMessageAt: string }

const NOT_FOUND = 'Concierge job'
const name = (p: { firstName: string | null; lastName: string | null; email: string }) => displayName(p)

export function toJobDto(j: JobView): ConciergeJobDto {
  return {
    _id: j.id,
    clientName: j.clientName,
    place: {
      kind: j.place.kind,
      id: j.place.id,
      name: j.place.name,
      city: j.place.city,
      timeZone: placeTimeZone(j.place.country),
    },
    serviceKind: j.serviceKind,
    serviceOther: j.serviceOther,
    dueAt: j.dueAt.toISOString(),
    timeZone: j.timeZone,
    dueLocal: j.dueLocal,
    notes: j.notes,
    status: j.status,
    assignee: j.assignee ? { _id: j.assignee.id, name: name(j.assignee) } : null,
    createdBy: j.creator ? { _id: j.creator.id, name: name(j.creator) } : null,
    channelCid: j.channelCid,
    createdAt: j.createdAt.toISOString(),
    updatedAt: j.updatedAt.toISOString(),
  }
}

/** The structured message's plain text: what Stream, the digests and old clients show. */
function handOffText(j: JobView, link: string): string {
  const service = j.serviceKind === 'other' ? j.serviceOther : SERVICE_NAMES[j.serviceKind].en
  const when = new Intl.DateTimeFormat('en-GB', { dateStyle: 'medium', timeStyle: 'short', timeZone: j.timeZone })
  return [
    `Concierge request: ${service} for ${j.clientName}, ${when.format(j.dueAt)} (${j.timeZone})`,
    j.notes ? `Notes: ${j.notes}` : null,
    `Please confirm or decline. ${link}`,
  ]
    .filter(Boolean)
    .join('\n')
}

export function createConciergeJobService(
  repo: ConciergeJobRepository,
  opts: { chat: JobChat; publicUrl: string; streamMode?: boolean },
) {
  /** The agency the caller works for: members and admins acting for one; a hotel's team or a consumer has none here. */
  function agencyOf(caller: JobCaller): string {
    if (!caller.agencyId) throw new ForbiddenError(NO_AGENCY_MESSAGE)
    if (!isAllowed(caller.user.role, 'agentDashboard')) throw new ForbiddenError()
    return caller.agencyId
  }
  async function jobOf(caller: JobCaller, id: string): Promise<JobView> {
    const job = await repo.one(agencyOf(caller), id)
    if (!job) throw new NotFoundError(NOT_FOUND)
    return job
  }
  const by = (caller: JobCaller, kind: NewJobEvent['kind'], detail?: string | null): NewJobEvent => ({
    actorId: caller.user.id,
    party: 'agency',
    kind,
    detail: detail ?? null,
  })
  async function assigneeOf(agencyId: string, id: string | null) {
    if (id === null) return null
    const member = await repo.member(agencyId, id)
    if (!member) throw new ValidationError({ assigneeId: JOB_MESSAGES.assignee })
    return member
  }
  async function fields(input: JobOutput) {
    const place = await repo.place(input.placeKind, input.placeId)
    if (!place) throw new ValidationError({ placeId: JOB_MESSAGES.place })
    const timeZone = placeTimeZone(place.country)
    const dueAt = instantOfLocal(input.dueLocal, timeZone)
    return {
      clientName: input.clientName,
      hotelId: place.kind === 'hotel' ? place.id : null,
      propertyId: place.kind === 'property' ? place.id : null,
      serviceKind: input.serviceKind,
      serviceOther: input.serviceOther,
      dueAt,
      // as the place's clock reads it (a skipped hour moves on)
      dueLocal: localDateTimeIn(dueAt, timeZone),
      timeZone,
      notes: input.notes,
    }
  }
  async function detail(job: JobView): Promise<ConciergeJobDetailDto> {
    const history = await repo.history(job.id)
    return {
      ...toJobDto(job),
      history: history.map((e) => ({
        _id: e.id,
        kind: e.kind,
        actor: e.actorEmail
          ? name({ firstName: e.actorFirstName, lastName: e.actorLastName, email: e.actorEmail })
          : null,
        party: e.party,
        detail: e.detail,
        at: e.createdAt.toISOString(),
      })),
    }
  }
  const reread = async (caller: JobCaller, id: string) => detail(await jobOf(caller, id))
  const link = (id: string) => `${opts.publicUrl}${JOB_PATH}/${id}`

  return {
    async list(caller: JobCaller, filter: JobFilter): Promise<ConciergeJobListDto> {
      const agencyId = agencyOf(caller)
      const assigneeId = filter.assignee === 'me' ? caller.user.id : filter.assignee
      return { jobs: (await repo.list(agencyId, { ...filter, assigneeId })).map(toJobDto) }
    },

    get: reread,

    async places(caller: JobCaller, q: string): Promise<JobPlaceListDto> {
      agencyOf(caller)
      const places = await repo.searchPlaces(q)
      return {
        places: places.map((p) => ({
          kind: p.kind,
          id: p.id,
          name: p.name,
          city: p.city,
          timeZone: placeTimeZone(p.country),
        })),
      }
    },

    async create(caller: JobCaller, input: JobOutput): Promise<ConciergeJobDetailDto> {
      const agencyId = agencyOf(caller)
      const assignee = await assigneeOf(agencyId, input.assigneeId)
      const id = newObjectId()
      const events = [by(caller, 'created')]
      if (assignee) events.push(by(caller, 'assigned', name(assignee)))
      await repo.create(
        {
          id,
          travelAgencyId: agencyId,
          ...(await fields(input)),
          assigneeId: assignee?.id ?? null,
          createdBy: caller.user.id,
        },
        events,
      )
      return reread(caller, id)
    },

    /** PUT: the job's fields again (a changed due time makes its reminders due again). */
    async update(caller: JobCaller, id: string, input: JobOutput): Promise<ConciergeJobDetailDto> {
      const job = await jobOf(caller, id)
      if (!isEditable(job.status)) throw new ConflictError(JOB_MESSAGES.notEditable)
      const next = await fields(input)
      if (job.channelCid && next.hotelId !== job.hotelId)
        throw new ValidationError({ placeId: 'A job sent to a hotel stays at that hotel' })
      const assignee = await assigneeOf(job.travelAgencyId, input.assigneeId)
      const moved = next.dueAt.getTime() !== job.dueAt.getTime()
      const events = [by(caller, 'edited')]
      if ((assignee?.id ?? null) !== job.assigneeId)
        events.push(by(caller, 'assigned', assignee ? name(assignee) : null))
      await repo.update(
        id,
        {
          ...next,
          assigneeId: assignee?.id ?? null,
          ...(moved ? { remindedDayAt: null, remindedSoonAt: null } : {}),
        },
        events,
      )
      return reread(caller, id)
    },

    async assign(caller: JobCaller, id: string, input: AssigneeOutput): Promise<ConciergeJobDetailDto> {
      const job = await jobOf(caller, id)
      if (!isEditable(job.status)) throw new ConflictError(JOB_MESSAGES.notEditable)
      const assignee = await assigneeOf(job.travelAgencyId, input.assigneeId)
      if ((assignee?.id ?? null) !== job.assigneeId)
        await repo.update(id, { assigneeId: assignee?.id ?? null }, [
          by(caller, 'assigned', assignee ? name(assignee) : null),
        ])
      return reread(caller, id)
    },

    /** The agency's own moves; in Stream mode also the hotel's answer it read in the chat. */
    async setStatus(caller: JobCaller, id: string, to: JobStatus): Promise<ConciergeJobDetailDto> {
      const job = await jobOf(caller, id)
      const actor: JobActor | null = mayTransition(job.status, to, 'agency')
        ? 'agency'
        : opts.streamMode && mayTransition(job.status, to, 'agency-records-hotel')
          ? 'agency-records-hotel'
          : null
      if (!actor) {
        if (job.status === 'sent' && (to === 'confirmed' || to === 'declined'))
          throw new ForbiddenError(JOB_MESSAGES.notTheHotel)
        throw new ConflictError(JOB_MESSAGES.transition)
      }
      const detailText = actor === 'agency-records-hotel' ? `${to} (recorded for the hotel)` : to
      if (!(await repo.update(id, { status: to }, [by(caller, 'status-changed', detailText)], job.status)))
        throw new ConflictError(JOB_MESSAGES.transition)
      return reread(caller, id)
    },

    /** The agency's enquiry channels with the job's hotel that the caller may write in. */
    async channels(caller: JobCaller, id: string): Promise<{ channels: JobChannelDto[] }> {
      const job = await jobOf(caller, id)
      if (job.place.kind !== 'hotel') return { channels: [] }
      const rows = await repo.channelsWith(job.travelAgencyId, job.place.id, {
        id: caller.user.id,
        seesAll: caller.user.role !== 'agent',
      })
      return {
        channels: rows.map((r) => ({
          cid: r.cid,
          client: `${r.facts.clientFirstName} ${r.facts.clientLastName}`.trim(),
          agent: name({ firstName: r.agentFirstName, lastName: r.agentLastName, email: r.agentEmail }),
          lastMessageAt: r.lastMessageAt.toISOString(),
        })),
      }
    },

    /** The hand-off: the job as a structured message into the agency's enquiry channel with its hotel; status sent. */
    async sendToHotel(caller: JobCaller, id: string, input: HandOffOutput): Promise<ConciergeJobDetailDto> {
      const job = await jobOf(caller, id)
      if (job.place.kind !== 'hotel') throw new ConflictError(JOB_MESSAGES.notAHotel)
      if (!maySendToHotel(job)) throw new ConflictError(JOB_MESSAGES.transition)
      const channel = await repo.channel(input.cid)
      if (!channel || channel.hotelId !== job.place.id || channel.travelAgencyId !== job.travelAgencyId)
        throw new ValidationError({ cid: JOB_MESSAGES.channel })
      const ok = await repo.update(
        id,
        { status: 'sent', channelCid: input.cid },
        [by(caller, 'sent-to-hotel', input.cid)],
        job.status,
      )
      if (!ok) throw new ConflictError(JOB_MESSAGES.transition)
      try {
        await opts.chat.post(caller, input.cid, {
          clientMessageId: `concierge-job-${randomUUID()}`,
          text: handOffText(job, link(job.id)),
          attachment: {
            type: 'concierge-job',
            jobId: job.id,
            clientName: job.clientName,
            serviceKind: job.serviceKind,
            serviceOther: job.serviceOther,
            dueAt: job.dueAt.toISOString(),
            timeZone: job.timeZone,
            notes: job.notes,
          },
        })
      } catch (err) {
        // the message did not go (e.g. the caller may not write in that channel): the job is as it was
        await repo.update(id, { status: job.status, channelCid: job.channelCid }, [], 'sent')
        throw err
      }
      return reread(caller, id)
    },

    /** The hotel's team confirms or declines in the chat: only the job's hotel's team, only while it is sent. */
    async hotelAnswer(caller: JobCaller, id: string, input: HotelAnswerOutput): Promise<{ status: JobStatus }> {
      const user = caller.user
      if (!isHotelTeam(user)) {
        // a member of the job's agency is told why; anybody else finds nothing
        const own = caller.agencyId ? await repo.one(caller.agencyId, id) : undefined
        if (own) throw new ForbiddenError(JOB_MESSAGES.notTheHotel)
        throw new NotFoundError(NOT_FOUND)
      }
      const job = await repo.byId(id)
      if (!job || job.place.kind !== 'hotel' || job.place.id !== user.hotelId || !job.channelCid)
        throw new NotFoundError(NOT_FOUND)
      if (!mayTransition(job.status, input.answer, 'hotel')) throw new ConflictError(JOB_MESSAGES.alreadyAnswered)
      const event: NewJobEvent = { actorId: user.id, party: 'hotel', kind: 'hotel-answered', detail: input.answer }
      if (!(await repo.update(id, { status: input.answer }, [event], job.status)))
        throw new ConflictError(JOB_MESSAGES.alreadyAnswered)
      const service = job.serviceKind === 'other' ? job.serviceOther : SERVICE_NAMES[job.serviceKind].en
      await opts.chat.post(caller, job.channelCid, {
        clientMessageId: `concierge-answer-${randomUUID()}`,
        text: `${input.answer === 'confirmed' ? 'Confirmed' : 'Declined'}: ${service} for ${job.clientName}`,
        attachment: { type: 'concierge-answer', jobId: job.id, answer: input.answer },
      })
      return { status: input.answer }
    },
  }
}
export type ConciergeJobService = ReturnType<typeof createConciergeJobService>
