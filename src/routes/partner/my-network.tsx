import { createFileRoute } from '@tanstack/react-router'
import { AccessGuard } from '#features/auth/access-guard.tsx'
import { MyNetworkRoutePage } from './-components/my-network-route-page.tsx'

/** /partner/my-network (access type partners, docs/product/my-network.md): the agency's hotel network. */
export const Route = createFileRoute('/partner/my-network')({
  component: () => (
    <AccessGuard accessType="partners">
      <MyNetworkRoutePage />
    </AccessGuard>
  ),
})
