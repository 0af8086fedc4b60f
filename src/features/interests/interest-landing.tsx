/** /partner/dashboard?hotel-lead-id={id}: the saved hotel interest, the seed of the partner dashboard. */
export function InterestLanding(props: { hotelLeadId: string | undefined }) {
  return <section className="page" aria-label="Dashboard" data-lead={props.hotelLeadId} />
}
