import './property-b2b.css'
import { Trans, useLingui } from '@lingui/react/macro'
import { Navigate, useNavigate } from '@tanstack/react-router'
import { Dialog } from '#ui/dialog.tsx'
import { useBrand } from '#lib/brand/brand-context.tsx'
import { HrefLink } from '#ui/catalogue/href-link.tsx'
import type { PropertyPathParams } from './property-page-model.ts'
import { propertyBasePath } from './property-page-model.ts'

const PROPERTY_ROUTE = '/$propertyType/$country/$city/$propertyName' as const

/**
 * …/book-now and …/take-option (docs/product/property-pages.md#b2b-page): B2C visitors go back to the property page;
 * B2B users see that booking comes with the booking release, with the enquiry as the way on.
 */
export function BookingNote({ params, kind }: { params: PropertyPathParams; kind: 'book-now' | 'take-option' }) {
  const { t } = useLingui()
  const brand = useBrand()
  const navigate = useNavigate()
  if (brand.isB2C)
    return <Navigate to={PROPERTY_ROUTE} params={params} replace resetScroll={false} state={{ keepScroll: true }} />
  const close = () => void navigate({ to: PROPERTY_ROUTE, params, resetScroll: false, state: { keepScroll: true } })
  return (
    <Dialog
      open
      onOpenChange={(open) => (open ? undefined : close())}
      title={kind === 'book-now' ? t`Book now` : t`Take an option`}
      description={t`Online booking comes with the booking release. Until then, send us an enquiry and our reservations team books the property for your client.`}
    >
      <div className="booking-note__actions">
        <HrefLink keepScroll href={`${propertyBasePath(params)}/enquire-now`} className="button button--primary">
          <Trans>Enquire now</Trans>
        </HrefLink>
        <button type="button" className="button button--ghost" onClick={close}>
          <Trans>Close</Trans>
        </button>
      </div>
    </Dialog>
  )
}
