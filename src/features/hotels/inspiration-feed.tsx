/** The inspiration feed (/hotels/inspirationnow and /hotels/:hotelId/inspirationnow). */
export function InspirationFeed(props: { hotelId: string | null }) {
  return <section className="page" aria-label="Inspiration" data-hotel={props.hotelId ?? undefined} />
}
