/** The public hotel distribution landing (/distribution/hotels/:hotelId) with its help dialog. */
export function DistributionPage(props: { hotelId: string }) {
  return <section className="page" aria-label="Hotel distribution" data-hotel={props.hotelId} />
}
