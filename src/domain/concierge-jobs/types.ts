/**
 * Concierge jobs of an agency (docs/product/concierge-jobs.md): a client's request at a hotel or a property (a
 * transfer, a table, a ski instructor...), due at a time in the place's local time, assigned to a member, with its
 * history. Pure types, shared by the client and the server.
 */

/** The services a job asks for; 'other' carries its own words (`serviceOther`). */
export const SERVICE_KINDS = ['transfer', 'restaurant', 'ski-instructor', 'spa', 'childcare', 'other'] as const
export type ServiceKind = (typeof SERVICE_KINDS)[number]

/** open → sent (to the hotel) → confirmed / declined; done; cancelled (src/domain/concierge-jobs/job-status.ts). */
export const JOB_STATUSES = ['open', 'sent', 'confirmed', 'declined', 'done', 'cancelled'] as const
export type JobStatus = (typeof JOB_STATUSES)[number]

export const JOB_EVENT_KINDS = [
  'created',
  'edited',
  'assigned',
  'status-changed',
  'sent-to-hotel',
  'hotel-answered',
  'reminder-sent',
] as const
export type JobEventKind = (typeof JOB_EVENT_KINDS)[number]

/** Where the service happens: a hotel of the catalogue or a property (chalet, villa...). */
export type JobPlace = { kind: 'hotel' | 'property'; id: string; name: string; city: string; timeZone: string }

export type JobPerson = { _id: string; name: string }

export type ConciergeJobDto = {
  _id: string
  clientName: string
  place: JobPlace
  serviceKind: ServiceKind
  /** the words of an 'other' service, '' otherwise */
  serviceOther: string
  /** the instant (ISO, UTC) */
  dueAt: string
  /** the place's zone the due time was given in and is shown in, e.g. 'Europe/Zurich' */
  timeZone: string
  /** the due time as typed: 'YYYY-MM-DDTHH:mm' in `timeZone` */
  dueLocal: string
  notes: string
  status: JobStatus
  assignee: JobPerson | null
  createdBy: JobPerson | null
  /** the hotel's enquiry channel the job was sent into, null before */
  channelCid: string | null
  createdAt: string
  updatedAt: string
}

export type JobEventDto = {
  _id: string
  kind: JobEventKind
  /** who: a member's or the hotel team member's name; null for the system (reminders) */
  actor: string | null
  /** 'hotel' when the hotel's team answered in the chat */
  party: 'agency' | 'hotel' | 'system'
  /** e.g. the new status, the assignee's name, the reminder's stage */
  detail: string | null
  at: string
}

export type ConciergeJobDetailDto = ConciergeJobDto & { history: JobEventDto[] }
export type ConciergeJobListDto = { jobs: ConciergeJobDto[] }

/** GET /api/concierge-jobs/places?q=: hotels and properties to pick from. */
export type JobPlaceListDto = { places: JobPlace[] }

/** The structured chat message of a hand-off (chat_messages.attachment) and of the hotel's answer. */
export type ConciergeJobAttachment =
  | {
      type: 'concierge-job'
      jobId: string
      clientName: string
      serviceKind: ServiceKind
      serviceOther: string
      dueAt: string
      timeZone: string
      notes: string
    }
  | { type: 'concierge-answer'; jobId: string; answer: 'confirmed' | 'declined' }
