import './property-enquiry.css'
import { Trans, useLingui } from '@lingui/react/macro'
import type { PublicSalesInformation } from '#domain/catalogue/types.ts'
import { formatNumber } from '#domain/format/format-number.ts'
import { termsTexts } from '#domain/properties/terms-text.ts'
import { useLanguage } from '#lib/format/use-format.ts'

type Props = { salesInformation?: PublicSalesInformation | null; currency: string }

function TermsBlock({ title, lines }: { title: string; lines: readonly string[] }) {
  return (
    <div className="terms__block">
      <h3 className="terms__title">{title}</h3>
      <ul className="terms__list">
        {lines.map((line) => (
          <li key={line}>{line}</li>
        ))}
      </ul>
    </div>
  )
}

/** Payment, cancellation and security deposit terms in the active language (docs/product/property-pages.md#terms). */
export function TermsSection({ salesInformation, currency }: Props) {
  const { t } = useLingui()
  const language = useLanguage()
  const texts = termsTexts(salesInformation, language, currency)
  return (
    <div className="terms">
      <TermsBlock title={t`Payment`} lines={[...texts.payment, texts.creditCardFee]} />
      <TermsBlock title={t`Cancellation`} lines={texts.cancellation} />
      <TermsBlock title={t`Security deposit`} lines={texts.deposit} />
    </div>
  )
}

/**
 * B2B only: commission level (when the signed-in user may see it, docs/decisions/041-session-and-exposure.md),
 * accepted payment methods and the operator's conditions.
 */
export function SalesConditions({
  salesInformation,
  commissionLevel,
}: {
  salesInformation?: PublicSalesInformation | null
  commissionLevel?: number | null
}) {
  const { t } = useLingui()
  if (!salesInformation) return null
  const methods = salesInformation.acceptedPaymentMethods.map((method) =>
    method === 'creditCard' ? t`Credit card` : t`Bank transfer`,
  )
  const commission = commissionLevel == null ? null : formatNumber(commissionLevel)
  const methodList = methods.join(', ')
  return (
    <div className="terms__block sales-conditions">
      <h3 className="terms__title">
        <Trans>Sales conditions</Trans>
      </h3>
      <ul className="terms__list">
        {commission === null ? null : (
          <li>
            <Trans>Commission: {commission}%</Trans>
          </li>
        )}
        {methods.length ? <li>{t`Accepted payment methods: ${methodList}`}</li> : null}
        {salesInformation.termsAndConditions ? <li>{salesInformation.termsAndConditions}</li> : null}
      </ul>
    </div>
  )
}
