import { createFileRoute } from '@tanstack/react-router'
import { OidcCallbackPage } from '#features/auth/oidc-callback-page.tsx'

export const Route = createFileRoute('/oidc-callback')({
  component: OidcCallbackPage,
})
