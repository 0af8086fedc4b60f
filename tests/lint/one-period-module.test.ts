// @vitest-environment node
import { globSync, readFileSync } from 'node:fs'
import path from 'node:path'
import { describe, expect, it } from 'vitest'

/**
 * Dates and periods have one home (docs/architecture.md "One home per rule",
 * docs/decisions/079-one-period-module.md): "check-out after check-in" is written in
 * src/domain/dates/period.ts only, its message translated once, and a date is recognised by
 * `isIsoDate` only. These scans find a copy written again in a form, a route search or a server schema.
 */
const ROOT = process.cwd()
const SOURCES = globSync('{src,server,sw}/**/*.{ts,tsx}', { cwd: ROOT }).filter(
  (file) => !/\.test\.tsx?$|^src\/test\/|routeTree\.gen\.ts$|\/seed\//.test(file),
)
const code = SOURCES.map((file) => ({ file, text: readFileSync(path.join(ROOT, file), 'utf8') }))
const where = (pattern: RegExp) => code.filter(({ text }) => pattern.test(text)).map(({ file }) => file)

describe('one period module', () => {
  it('finds the sources (the scan itself works)', () => {
    expect(code.length).toBeGreaterThan(300)
    expect(where(/export function checkOutAfterCheckIn/).sort()).toEqual(['src/domain/dates/period.ts'])
  })

  it('compares check-out with check-in of the same period only in period.ts', () => {
    // `p.checkOutDate > p.checkInDate`, `checkOut <= checkIn`: one period's two dates compared
    const rule = /(\b\w+\.|\b)checkOut(Date)?\s*(>|<=)\s*\1checkIn(Date)?\b/
    expect(where(rule).sort()).toEqual(['src/domain/dates/period.ts'])
  })

  it("writes the rule's message once, and translates it once", () => {
    expect(where(/'Check out date has to be after check in date'/).sort()).toEqual(['src/domain/dates/period.ts'])
    expect(where(/msg`Check out date has to be after check in date`/).sort()).toEqual([
      'src/lib/messages/period-messages.ts',
    ])
  })

  it('recognises a YYYY-MM-DD date by its pattern only in iso-date.ts (and the cursor of PostgreSQL text)', () => {
    const pattern = /\\d\{4\}-|\[0-9\]\{4\}-/
    expect(where(pattern).sort()).toEqual(['server/features/leads/answers.ts', 'src/domain/dates/iso-date.ts'])
  })
})
