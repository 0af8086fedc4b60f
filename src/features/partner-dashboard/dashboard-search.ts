/**
 * The dashboards' URL search (docs/product/leads.md#dashboards): the list filters of
 * LeadListQuerySchema that a person sets (status, kind, period, client name, and per page the agent or
 * the agency). A value the schema refuses is dropped, never an error page: an old or hand-edited
 * link opens the unfiltered list.
 */
import * as v from 'valibot'
import type { LeadListQuery, LeadScope } from '#domain/leads/lead-list-query.ts'
import { LeadListQuerySchema } from '#domain/leads/lead-list-query.ts'
import type { LeadListFilter } from '#lib/leads/queries.ts'
import { objectId } from '#domain/validation/object-id.ts'

const q = LeadListQuerySchema.entries
const lenient = <T extends v.GenericSchema>(schema: T) => v.fallback(v.optional(schema), undefined)

const HotelLeadId = objectId()

const filterEntries = {
  status: lenient(q.status.wrapped),
  kind: lenient(q.kind.wrapped),
  from: lenient(q.from.wrapped),
  to: lenient(q.to.wrapped),
  client: lenient(q.client.wrapped),
}

/** /partner/dashboard: the agent's own leads; ?hotel-lead-id opens a saved hotel interest. */
export const AgentDashboardSearchSchema = v.object({ ...filterEntries, 'hotel-lead-id': lenient(HotelLeadId) })
/** /partner/dashboard/supervisor: the team's leads, one agent or all. */
export const TeamDashboardSearchSchema = v.object({ ...filterEntries, agentId: lenient(q.agentId.wrapped) })
/** /partner/dashboard/admin: every agency or one. */
export const AdminDashboardSearchSchema = v.object({ ...filterEntries, agencyId: lenient(q.agencyId.wrapped) })

export type DashboardFilters = Pick<
  LeadListQuery,
  'status' | 'kind' | 'from' | 'to' | 'client' | 'agentId' | 'agencyId'
>

/** The filter keys a person sets on every dashboard (the agent and agency choices come on top). */
export const FILTER_KEYS = ['status', 'kind', 'from', 'to', 'client'] as const

/** The list query of a dashboard: its scope and the filters that are set (undefined ones left out, so equal filters share one query key). */
export function listFilter(scope: LeadScope, search: DashboardFilters): LeadListFilter {
  const filter: LeadListFilter = { scope }
  for (const key of [...FILTER_KEYS, 'agentId', 'agencyId'] as const) {
    const value = search[key]
    if (value !== undefined && value !== '') (filter as Record<string, unknown>)[key] = value
  }
  return filter
}

/** Whether any filter a person set is on (the empty state then says so instead of 'create your first lead'). */
export function hasFilters(search: DashboardFilters): boolean {
  return FILTER_KEYS.some((key) => search[key] !== undefined && search[key] !== '')
}
