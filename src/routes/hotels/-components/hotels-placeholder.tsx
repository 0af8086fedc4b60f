import { Trans, useLingui } from '@lingui/react/macro'
import { Link } from '@tanstack/react-router'
import { useTravelAgency, useUser } from '#features/auth/auth-context.tsx'
import { useDocumentMeta } from '#ui/use-document-meta.ts'

/** The agent dashboard until the hotel search issue: who is signed in, and what comes next. */
export function HotelsPlaceholder() {
  const { t } = useLingui()
  const user = useUser()
  const agency = useTravelAgency()
  const name = user.firstName?.trim() || user.displayName
  const agencyName = agency.name
  useDocumentMeta({ title: t`Hotels | LDS`, description: t`Search luxury hotels with live rates and commission.` })
  return (
    <section className="placeholder-page" aria-labelledby="hotels-title">
      <p className="eyebrow">
        <Trans>Luxury Distribution System</Trans>
      </p>
      <h1 id="hotels-title" className="placeholder-page__title">
        <Trans>Welcome, {name}</Trans>
      </h1>
      <p className="placeholder-page__agency">{agencyName}</p>
      <p className="placeholder-page__text">
        <Trans>
          Hotel search is coming: live rates, commission and room offers from our partner hotels in the Alps, right here. Until then,
          explore our chalets and apartments.
        </Trans>
      </p>
      <div className="placeholder-page__actions">
        <a href="/search" className="button button--primary">
          <Trans>Search chalets</Trans>
        </a>
        <Link to="/user" className="button button--ghost">
          <Trans>Your account</Trans>
        </Link>
      </div>
    </section>
  )
}
