import { createFileRoute } from '@tanstack/react-router'
import { GeneralEnquiryPage } from '#features/enquiry/general-enquiry-page.tsx'

type EnquireSearch = { destination?: string }

/** /enquire-now (/anfrage and /jetzt-anfragen redirect here): the consumer's multi-step enquiry. */
export const Route = createFileRoute('/enquire-now')({
  validateSearch: (raw: Record<string, unknown>): EnquireSearch =>
    typeof raw.destination === 'string' && raw.destination.trim()
      ? { destination: raw.destination.trim().slice(0, 120) }
      : {},
  component: EnquireNowRoute,
})

function EnquireNowRoute() {
  const { destination } = Route.useSearch()
  return <GeneralEnquiryPage destination={destination} />
}
