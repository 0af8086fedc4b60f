import './pdf-offer.css'
import { Trans, useLingui } from '@lingui/react/macro'
import { useQueryClient } from '@tanstack/react-query'
import { useState } from 'react'
import { useBrand } from '#lib/brand/brand-context.tsx'
import { currentLanguage } from '#lib/i18n.ts'
import { loadOfferData } from './load-offer-data.ts'
import type { OfferSource } from './offer-data.ts'

type State = { kind: 'idle' } | { kind: 'busy' } | { kind: 'error' }

/**
 * "Download PDF offer" (docs/product/leads.md#pdf-offer): on a click it fetches the lead or the
 * interest, loads the generator (and @react-pdf/renderer with it) only then, builds the PDF in the
 * browser and downloads it, named after the reference.
 */
export function PdfOfferButton(props: { source: OfferSource }) {
  const { t } = useLingui()
  const queryClient = useQueryClient()
  const brand = useBrand()
  const [state, setState] = useState<State>({ kind: 'idle' })

  async function download() {
    if (state.kind === 'busy') return
    setState({ kind: 'busy' })
    try {
      const data = await loadOfferData(queryClient, props.source)
      const { buildOfferPdf } = await import('./build-offer-pdf.tsx')
      const { blob, fileName } = await buildOfferPdf({ data, brand, language: currentLanguage() })
      saveBlob(blob, fileName)
      setState({ kind: 'idle' })
    } catch (error) {
      console.error('PDF offer failed', error instanceof Error ? error.message : error)
      setState({ kind: 'error' })
    }
  }

  const busy = state.kind === 'busy'
  return (
    <div className="pdf-offer">
      <button
        type="button"
        className="button button--ghost"
        onClick={() => void download()}
        disabled={busy}
        aria-busy={busy}
      >
        {busy ? <Trans>Preparing PDF offer...</Trans> : <Trans>Download PDF offer</Trans>}
      </button>
      {state.kind === 'error' ? (
        <p className="pdf-offer__error" role="alert">
          {t`The PDF offer could not be created. Please try again.`}
        </p>
      ) : null}
    </div>
  )
}

function saveBlob(blob: Blob, fileName: string) {
  const url = URL.createObjectURL(blob)
  const link = document.createElement('a')
  link.href = url
  link.download = fileName
  document.body.append(link)
  link.click()
  link.remove()
  setTimeout(() => URL.revokeObjectURL(url), 10_000)
}
