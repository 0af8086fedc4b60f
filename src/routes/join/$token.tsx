import { createFileRoute } from '@tanstack/react-router'
import { JoinRoutePage } from './-components/join-route-page.tsx'

/** /join/$token: an invitation to a travel agency (public, docs/product/agency.md#joining). */
export const Route = createFileRoute('/join/$token')({
  component: JoinRoute,
})

function JoinRoute() {
  const { token } = Route.useParams()
  return <JoinRoutePage token={token} />
}
