import { useTrackOnce } from '#lib/analytics/use-track-once.ts'
import './enquiry.css'
import { Trans, useLingui } from '@lingui/react/macro'
import { useDocumentMeta } from '#ui/use-document-meta.ts'
import { ConciergeAside } from './concierge-aside.tsx'
import { draftWithDestination } from './general-enquiry-model.ts'
import { GeneralEnquiryWizard } from './general-enquiry-wizard.tsx'

/** /enquire-now: the consumer's general enquiry with the concierge's promise beside it. */
export function GeneralEnquiryPage({ destination }: { destination?: string }) {
  const { t } = useLingui()
  useTrackOnce({ msg: 'enquiry started', data: { kind: 'general' } })
  useDocumentMeta({
    title: t`Enquire now – your luxury chalet in the Alps | LDS`,
    description: t`Tell our concierge team where and when you would like to travel. We reply within 24 hours with hand-picked chalets and apartments – at no extra consulting cost.`,
  })
  return (
    <div className="enquiry-page">
      <header className="enquiry-page__intro">
        <p className="eyebrow">
          <Trans>Enquire now</Trans>
        </p>
        <h1 className="enquiry-page__title">
          <Trans>Tell us about your stay in the Alps</Trans>
        </h1>
        <p className="enquiry-page__lead">
          <Trans>
            Three short steps, and our concierge team prepares a selection of chalets and apartments that match your
            wishes – personal advice without any extra consulting cost.
          </Trans>
        </p>
      </header>
      <div className="enquiry-page__layout">
        <GeneralEnquiryWizard initialDraft={draftWithDestination(destination)} />
        <ConciergeAside />
      </div>
    </div>
  )
}
