import { Trans } from '@lingui/react/macro'
import { createFileRoute, Link } from '@tanstack/react-router'
import type { ReactNode } from 'react'
import { isAdmin } from '#domain/auth/roles.ts'
import { AnalyticsReportPage } from '#features/analytics-report/analytics-report-page.tsx'
import { AccessGuard } from '#features/auth/access-guard.tsx'
import { useAuth } from '#features/auth/auth-context.tsx'
import { AuthNotice } from '#features/auth/auth-notice.tsx'

export const Route = createFileRoute('/partner/dashboard/admin_/analytics')({
  component: AnalyticsRoute,
})

/** The admins' analytics report (docs/product/analytics.md#report); not nested in the admin dashboard. */
function AnalyticsRoute() {
  return (
    <AccessGuard accessType="default">
      <AdminsOnly>
        <AnalyticsReportPage />
      </AdminsOnly>
    </AccessGuard>
  )
}

function AdminsOnly({ children }: { children: ReactNode }) {
  const { user } = useAuth()
  if (isAdmin(user?.role)) return children
  return (
    <AuthNotice
      title={<Trans>This report is for admins</Trans>}
      actions={
        <Link to="/partner/dashboard" className="button button--primary">
          <Trans>Back to the dashboard</Trans>
        </Link>
      }
    >
      <p>
        <Trans>Analytics are shown to the platform's admins only.</Trans>
      </p>
    </AuthNotice>
  )
}
