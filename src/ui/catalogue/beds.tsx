import { Plural, Trans } from '@lingui/react/macro'

type BedCounts = { adults?: number | null; children?: number | null } | null | undefined

/**
 * The beds of a property: '4 adult beds · 2 child beds', or 'Beds on request' when neither count is
 * known. The card joins the parts with ' · ', the property facts with ', '.
 */
export function Beds({ beds, separator = ' · ' }: { beds: BedCounts; separator?: string }) {
  if (beds?.adults == null && beds?.children == null) return <Trans>Beds on request</Trans>
  const adults = beds.adults ?? 0
  const children = beds.children ?? 0
  return (
    <>
      <Plural value={adults} one="# adult bed" other="# adult beds" />
      {children > 0 ? (
        <>
          {separator}
          <Plural value={children} one="# child bed" other="# child beds" />
        </>
      ) : null}
    </>
  )
}
