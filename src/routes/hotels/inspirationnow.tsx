import { createFileRoute } from '@tanstack/react-router'
import { InspirationFeed } from '#features/hotels/inspiration-feed.tsx'

export const Route = createFileRoute('/hotels/inspirationnow')({
  component: () => <InspirationFeed hotelId={null} />,
})
