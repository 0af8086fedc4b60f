import type { ReactNode } from 'react'
import { useMemo } from 'react'
import type { Brand } from '#domain/brand/brand-types.ts'
import { useCrashReportUser } from '#app/errors/use-crash-report-user.ts'
import { useAuth } from '#features/auth/auth-context.tsx'
import { BrandProvider } from '#lib/brand/brand-context.tsx'
import { useThemedBrand } from '#lib/brand/use-themed-brand.ts'

/**
 * The brand a person sees: the host brand, refined by the agency theme of a signed-in user
 * (patterns, corporate design), with its colours written on the document root. Until a signed-in
 * user is known the theme waits for the user ('Loading user...'), then until the agency is known for
 * the agency ('Loading travel agency...'). Crash reports name
 * the signed-in user from here on.
 */
export function AgencyBrandProvider({ hostBrand, children }: { hostBrand: Brand; children: ReactNode }) {
  const { user, travelAgency, currentUser, authState } = useAuth()
  useCrashReportUser(user)
  const subject = useMemo(() => (user ? { company: user.company, travelAgency } : null), [user, travelAgency])
  const { brand, isLoading } = useThemedBrand(hostBrand, subject)
  // offline the query waits (paused): the page shows with the host theme rather than wait for ever
  const userPending =
    authState.status === 'signed-in' && authState.userQuery === 'pending' && currentUser.fetchStatus === 'fetching'
  return (
    <BrandProvider brand={brand} pendingFor={userPending ? 'user' : isLoading && subject !== null ? 'agency' : null}>
      {children}
    </BrandProvider>
  )
}
