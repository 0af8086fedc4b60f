import { renderHook, waitFor } from '@testing-library/react'
import { HttpResponse, http } from 'msw'
import { beforeEach, describe, expect, it } from 'vitest'
import { setupMswServer } from '#test/msw-server.ts'
import { reportCrash } from './crash-report.ts'
import { useCrashReportUser } from './use-crash-report-user.ts'

const server = setupMswServer()
let reports: Record<string, unknown>[] = []

beforeEach(() => {
  reports = []
  server.use(
    http.post('/api/mailer', async ({ request }) => {
      reports.push((await request.json()) as Record<string, unknown>)
      return HttpResponse.json({ ok: true })
    }),
  )
})

describe('crash reports name the signed-in user', () => {
  it('include the user the app shell plugged in', async () => {
    const user = { _id: 'user-7', email: 'agent@example.com' }
    renderHook(() => useCrashReportUser(user))
    await reportCrash(new Error('boom'))
    await waitFor(() => expect(reports).toHaveLength(1))
    expect(reports[0]?.user).toEqual({ _id: 'user-7', email: 'agent@example.com' })
  })

  it('name nobody once the user is gone', async () => {
    const { rerender } = renderHook(({ user }) => useCrashReportUser(user), {
      initialProps: { user: { _id: 'user-7', email: 'agent@example.com' } as { _id: string; email: string } | null },
    })
    rerender({ user: null })
    await reportCrash(new Error('after sign-out'))
    await waitFor(() => expect(reports).toHaveLength(1))
    expect(reports[0]?.user).toBeNull()
  })
})
