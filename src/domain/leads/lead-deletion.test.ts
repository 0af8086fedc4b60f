import * as v from 'valibot'
import { describe, expect, it } from 'vitest'
import { deletionNote, isDeletionNote, LEAD_DELETION_MESSAGES as M, LeadDeletionSchema } from './lead-deletion.ts'

describe('LeadDeletionSchema', () => {
  it.each([
    [{ reason: 'Duplicate of L-2026-0001' }, 'Duplicate of L-2026-0001'],
    [{ reason: '  test lead  ' }, 'test lead'],
  ])('accepts %j', (input, reason) => {
    expect(v.parse(LeadDeletionSchema, input)).toEqual({ reason })
  })

  it.each([
    [{}, M.reasonRequired],
    [{ reason: '' }, M.reasonRequired],
    [{ reason: '   ' }, M.reasonRequired],
    [{ reason: 42 }, M.reasonRequired],
    [{ reason: 'x'.repeat(501) }, M.reasonTooLong],
  ])('refuses %j with its message', (input, message) => {
    const r = v.safeParse(LeadDeletionSchema, input)
    expect(r.success).toBe(false)
    expect(r.issues?.[0]?.message).toBe(message)
  })
})

describe('deletion notes', () => {
  it.each([
    [deletionNote('duplicate'), true],
    ['Deleted: x', true],
    ['booking', false],
    [null, false],
  ])('%j is a deletion: %s', (note, expected) => {
    expect(isDeletionNote(note)).toBe(expected)
  })
})
