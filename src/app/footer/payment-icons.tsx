import { Trans, useLingui } from '@lingui/react/macro'

/**
 * Accepted payment methods (docs/product/chrome-and-navigation.md#footers): American Express, Visa, Mastercard and bank
 * transfer. Simple marks of our own (a card with the scheme's name), not the schemes' trademark logos.
 */
function CardMark({ label, text, tone, size = 10.5 }: { label: string; text: string; tone: string; size?: number }) {
  return (
    <svg className="payment-icon" viewBox="0 0 64 40" role="img" aria-label={label}>
      <rect x="0.5" y="0.5" width="63" height="39" rx="5" fill={tone} stroke="rgba(244,239,228,0.35)" />
      <rect x="8" y="9" width="10" height="7" rx="1.5" fill="rgba(255,255,255,0.55)" />
      <text
        x="32"
        y="31"
        textAnchor="middle"
        fontFamily="Helvetica, Arial, sans-serif"
        fontSize={size}
        fontWeight="700"
        letterSpacing="0.8"
        fill="#ffffff"
      >
        {text}
      </text>
    </svg>
  )
}

function BankMark({ label }: { label: string }) {
  return (
    <svg className="payment-icon" viewBox="0 0 64 40" role="img" aria-label={label}>
      <rect x="0.5" y="0.5" width="63" height="39" rx="5" fill="#2a3a3a" stroke="rgba(244,239,228,0.35)" />
      <path d="M32 7 L48 14 H16 Z" fill="#e5ddc9" />
      <g fill="#e5ddc9">
        <rect x="19" y="16" width="3" height="12" />
        <rect x="27" y="16" width="3" height="12" />
        <rect x="34" y="16" width="3" height="12" />
        <rect x="42" y="16" width="3" height="12" />
        <rect x="16" y="29" width="32" height="3" />
      </g>
    </svg>
  )
}

export function PaymentIcons() {
  const { t } = useLingui()
  return (
    <div className="payment-icons">
      <p className="payment-icons__label" id="payment-icons-label">
        <Trans>We accept</Trans>
      </p>
      <ul className="payment-icons__list" aria-labelledby="payment-icons-label">
        <li>
          <CardMark label="American Express" text="AMEX" tone="#2f6f9f" />
        </li>
        <li>
          <CardMark label="Visa" text="VISA" tone="#283b7a" />
        </li>
        <li>
          <CardMark label="Mastercard" text="MASTERCARD" tone="#4a4a4a" size={7.2} />
        </li>
        <li>
          <BankMark label={t`Bank transfer`} />
        </li>
      </ul>
    </div>
  )
}
