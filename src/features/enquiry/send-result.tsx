import { Trans } from '@lingui/react/macro'
import { useBrand } from '#lib/brand/brand-context.tsx'
import { telHref } from '#domain/contact/company.ts'

/**
 * The enquiry success text (contact within 24 hours, check the
 * spam folder; docs/product/enquiries.md#sending-and-answers).
 */
export function EnquirySuccessText() {
  return (
    <>
      <strong className="enquiry-result__title">
        <Trans>Thank you for your enquiry.</Trans>
      </strong>
      <span>
        <Trans>
          A member of our concierge team will contact you within 24 hours. We have sent you a confirmation by e-mail –
          if you cannot find it, please check your spam folder.
        </Trans>
      </span>
    </>
  )
}

/**
 * The failure text; the form stays filled, so the visitor can try
 * again or call (docs/product/enquiries.md#sending-and-answers).
 */
export function EnquiryFailureText() {
  const brand = useBrand()
  const phone = `${brand.phone.countryCode} ${brand.phone.number}`
  const email = brand.email
  return (
    <>
      <strong className="enquiry-result__title">
        <Trans>A problem occured. Please reach us via email or phone</Trans>
      </strong>
      <span>
        <Trans>
          Your details are still filled in: please try again in a moment, call us on{' '}
          <a href={telHref(phone)}>{phone}</a> or write to <a href={`mailto:${email}`}>{email}</a>.
        </Trans>
      </span>
    </>
  )
}

export function SendingText() {
  return <Trans>Sending...</Trans>
}
