import { createFileRoute } from '@tanstack/react-router'

/** The hotel page without a modal open. */
export const Route = createFileRoute('/hotels/$hotelId/')({
  component: () => null,
})
