import * as v from 'valibot'
import { describe, expect, it } from 'vitest'
import { SAFE_TEXT_MESSAGE } from '../validation/safe-text.ts'
import { JobFilterSchema, JobSearchSchema } from './job-filter.ts'
import { AssigneeSchema, JOB_MESSAGES as M, JobSchema, StatusChangeSchema } from './schemas.ts'

function errors(schema: v.GenericSchema, value: unknown): Record<string, string> {
  const r = v.safeParse(schema, value)
  const out: Record<string, string> = {}
  if (!r.success) for (const i of r.issues) out[v.getDotPath(i) ?? '_'] ??= i.message
  return out
}

const ID = 'a'.repeat(24)
const good = {
  clientName: ' Ada Lovelace ',
  placeKind: 'hotel',
  placeId: ID,
  serviceKind: 'transfer',
  dueLocal: '2026-02-12T18:30',
  notes: 'Geneva airport, 2 skis bags',
}

describe('JobSchema', () => {
  it('trims, defaults and keeps the words only of an other service', () => {
    expect(v.parse(JobSchema, { ...good, serviceOther: 'ignored' })).toEqual({
      ...good,
      clientName: 'Ada Lovelace',
      serviceOther: '',
      assigneeId: null,
    })
    expect(v.parse(JobSchema, { ...good, serviceKind: 'other', serviceOther: 'Helicopter' }).serviceOther).toBe(
      'Helicopter',
    )
  })
  it.each([
    [{ clientName: '  ' }, 'clientName', M.clientName],
    [{ placeKind: 'castle' }, 'placeKind', M.place],
    [{ placeId: 'x' }, 'placeId', M.place],
    [{ serviceKind: 'yacht' }, 'serviceKind', M.service],
    [{ serviceKind: 'other', serviceOther: '' }, 'serviceOther', M.serviceOther],
    [{ dueLocal: '2026-02-30T10:00' }, 'dueLocal', M.dueLocal],
    [{ dueLocal: undefined }, 'dueLocal', M.dueLocal],
    [{ notes: 'x'.repeat(2001) }, 'notes', 'Please use at most 2000 characters'],
    [{ notes: 'a\0b' }, 'notes', SAFE_TEXT_MESSAGE],
    [{ assigneeId: 'nobody' }, 'assigneeId', M.assignee],
  ])('%j: %s says %s', (change, field, message) => {
    expect(errors(JobSchema, { ...good, ...change })).toMatchObject({ [field]: message })
  })
})

describe('the small payloads', () => {
  it('accepts an assignee or nobody, a known status', () => {
    expect(v.parse(AssigneeSchema, { assigneeId: null })).toEqual({ assigneeId: null })
    expect(errors(AssigneeSchema, { assigneeId: 'x' })).toEqual({ assigneeId: M.assignee })
    expect(errors(StatusChangeSchema, { status: 'lost' })).toEqual({ status: M.status })
  })
  it('reads the list filters', () => {
    expect(
      v.parse(JobFilterSchema, { status: 'active', assignee: 'me', from: '2026-02-12', to: '2026-02-12' }),
    ).toEqual({ status: 'active', assignee: 'me', from: '2026-02-12', to: '2026-02-12' })
    expect(errors(JobFilterSchema, { from: '2026-13-01' })).toEqual({ from: M.date })
    expect(errors(JobFilterSchema, { assignee: 'them' })).toEqual({ assignee: M.assignee })
  })
})

describe('JobSearchSchema', () => {
  it('keeps the readable filters and drops the others', () => {
    expect(
      v.parse(JobSearchSchema, { status: 'sent', assignee: 'them', from: '2026-02-30', to: '2026-02-12' }),
    ).toEqual({
      status: 'sent',
      assignee: undefined,
      from: undefined,
      to: '2026-02-12',
      hotelId: undefined,
    })
  })
})
