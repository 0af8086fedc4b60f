import * as Dialog from '@radix-ui/react-dialog'
import { Trans } from '@lingui/react/macro'
import { Navigate, useNavigate } from '@tanstack/react-router'
import { useBrand } from '../brand/brand-context.tsx'
import { HrefLink } from '../catalogue/href-link.tsx'
import type { PropertyPathParams } from './property-page-model.ts'
import { propertyBasePath } from './property-page-model.ts'

const PROPERTY_ROUTE = '/$propertyType/$country/$city/$propertyName' as const

/**
 * …/book-now and …/take-option (SPEC.md §2): B2C visitors go back to the property page; B2B users
 * see that booking comes with the booking release, with the enquiry as the way on.
 */
export function BookingNote({ params, kind }: { params: PropertyPathParams; kind: 'book-now' | 'take-option' }) {
  const brand = useBrand()
  const navigate = useNavigate()
  if (brand.isB2C) return <Navigate to={PROPERTY_ROUTE} params={params} replace resetScroll={false} state={{ keepScroll: true }} />
  const close = () => void navigate({ to: PROPERTY_ROUTE, params, resetScroll: false, state: { keepScroll: true } })
  return (
    <Dialog.Root open onOpenChange={(open) => (open ? undefined : close())}>
      <Dialog.Portal>
        <Dialog.Overlay className="dialog-overlay" />
        <Dialog.Content className="dialog-content booking-note">
          <Dialog.Title className="dialog-content__title">
            {kind === 'book-now' ? <Trans>Book now</Trans> : <Trans>Take an option</Trans>}
          </Dialog.Title>
          <Dialog.Description className="dialog-content__text">
            <Trans>
              Online booking comes with the booking release. Until then, send us an enquiry and our reservations team
              books the property for your client.
            </Trans>
          </Dialog.Description>
          <div className="dialog-content__actions">
            <HrefLink keepScroll href={`${propertyBasePath(params)}/enquire-now`} className="button button--primary">
              <Trans>Enquire now</Trans>
            </HrefLink>
            <Dialog.Close className="button button--ghost">
              <Trans>Close</Trans>
            </Dialog.Close>
          </div>
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  )
}
