import { Trans, useLingui } from '@lingui/react/macro'
import { useState } from 'react'
import { Dialog } from '#ui/dialog.tsx'

export const HELP_STEPS = 3

function StepText({ step, hotelName }: { step: number; hotelName: string }) {
  if (step === 0)
    return (
      <p>
        <Trans>
          This is the booking engine of {hotelName} for travel agencies and concierges, on the Luxury Distribution
          System by GLDS. No booking fee, no deduction from your commission.
        </Trans>
      </p>
    )
  if (step === 1)
    return (
      <p>
        <Trans>
          Choose your period and see each room and suite with its live rates, the payment and cancellation terms, the
          amenities and your commission.
        </Trans>
      </p>
    )
  return (
    <p>
      <Trans>
        Combine rooms for your client, save the selection as a client interest and follow it up on your dashboard, or
        write to the reservations team directly.
      </Trans>
    </p>
  )
}

function useStepTitles(): string[] {
  const { t } = useLingui()
  return [t`Welcome to the B2B Booking Engine`, t`Live rates and your commission`, t`Your selection, saved`]
}

type Props = { open: boolean; onClose: () => void; hotelName: string }

/**
 * The distribution page's help: three steps with Next n/3, Back (Close on the first step) and
 * Start Now on the last (docs/product/hotels.md#distribution-page). Each opening starts at step 1.
 */
export function DistributionHelp({ open, onClose, hotelName }: Props) {
  const { t } = useLingui()
  const titles = useStepTitles()
  const [step, setStep] = useState(0)
  const close = () => {
    setStep(0)
    onClose()
  }
  const number = step + 1
  const last = step === HELP_STEPS - 1
  return (
    <Dialog
      open={open}
      onOpenChange={(next) => (next ? undefined : close())}
      eyebrow={t`Step ${number} of ${HELP_STEPS}`}
      title={titles[step]}
      className="distribution-help"
    >
      <div className="distribution-help__body">
        <ol className="distribution-help__dots" aria-hidden="true">
          {titles.map((title, i) => (
            <li key={title} className={i === step ? 'is-current' : undefined} />
          ))}
        </ol>
        <StepText step={step} hotelName={hotelName} />
        <div className="distribution-help__actions">
          {step === 0 ? (
            <button type="button" className="button button--ghost" onClick={close}>
              <Trans>Close</Trans>
            </button>
          ) : (
            <button type="button" className="button button--ghost" onClick={() => setStep(step - 1)}>
              <Trans>Back</Trans>
            </button>
          )}
          {last ? (
            <button type="button" className="button button--primary" onClick={close}>
              <Trans>Start Now</Trans>
            </button>
          ) : (
            <button type="button" className="button button--primary" onClick={() => setStep(step + 1)}>
              <Trans>
                Next {number}/{HELP_STEPS}
              </Trans>
            </button>
          )}
        </div>
      </div>
    </Dialog>
  )
}
