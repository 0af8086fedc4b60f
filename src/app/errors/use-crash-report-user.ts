import { useEffect } from 'react'
import { setCrashUserGetter } from './crash-report.ts'

type SignedInUser = { _id: string; email?: string } | null | undefined

/** Crash reports name the signed-in user (id and e-mail), and nobody once they sign out. */
export function useCrashReportUser(user: SignedInUser): void {
  const id = user?._id
  const email = user?.email
  useEffect(() => {
    setCrashUserGetter(() => (id ? { _id: id, email } : null))
    return () => setCrashUserGetter(() => null)
  }, [id, email])
}
