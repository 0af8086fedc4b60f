import { QueryClient, QueryClientProvider } from '@tanstack/react-query'
import { fireEvent, screen, waitFor } from '@testing-library/react'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { DEFAULT_BRAND } from '#domain/brand/brand.ts'
import { BrandProvider } from '#lib/brand/brand-context.tsx'
import { renderWithI18n } from '#test/render.tsx'
import { PROPERTY_OFFER } from './offer-fixtures.ts'
import { PdfOfferButton } from './pdf-offer-button.tsx'

const loadOfferData = vi.fn()
const buildOfferPdf = vi.fn()
vi.mock('./load-offer-data.ts', () => ({ loadOfferData: (...args: unknown[]) => loadOfferData(...args) }))
vi.mock('./build-offer-pdf.tsx', () => ({ buildOfferPdf: (...args: unknown[]) => buildOfferPdf(...args) }))

function renderButton() {
  const client = new QueryClient()
  return renderWithI18n(
    <QueryClientProvider client={client}>
      <BrandProvider brand={DEFAULT_BRAND}>
        <PdfOfferButton source={{ kind: 'property', leadId: 'lead-1' }} />
      </BrandProvider>
    </QueryClientProvider>,
  )
}

describe('PdfOfferButton', () => {
  const clicks: string[] = []
  beforeEach(() => {
    URL.createObjectURL = vi.fn(() => 'blob:offer')
    URL.revokeObjectURL = vi.fn()
    vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
      clicks.push(`${this.download} ${this.href}`)
    })
    vi.spyOn(console, 'error').mockImplementation(() => undefined)
  })
  afterEach(() => {
    vi.restoreAllMocks()
    clicks.length = 0
    loadOfferData.mockReset()
    buildOfferPdf.mockReset()
  })

  it('loads the data, then the generator, shows the busy state and downloads under the reference', async () => {
    let finish: (value: { blob: Blob; fileName: string }) => void = () => undefined
    loadOfferData.mockResolvedValue(PROPERTY_OFFER)
    buildOfferPdf.mockReturnValue(new Promise((resolve) => (finish = resolve)))
    renderButton()
    fireEvent.click(screen.getByRole('button', { name: 'Download PDF offer' }))
    const busy = await screen.findByRole('button', { name: 'Preparing PDF offer...' })
    expect((busy as HTMLButtonElement).disabled).toBe(true)
    expect(loadOfferData).toHaveBeenCalledWith(expect.anything(), { kind: 'property', leadId: 'lead-1' })
    await waitFor(() => expect(buildOfferPdf).toHaveBeenCalled())
    expect(buildOfferPdf.mock.calls[0][0]).toMatchObject({ data: PROPERTY_OFFER, language: 'en', brand: DEFAULT_BRAND })
    finish({ blob: new Blob(['%PDF-']), fileName: 'offer-TLS-4711.pdf' })
    await screen.findByRole('button', { name: 'Download PDF offer' })
    expect(clicks).toEqual(['offer-TLS-4711.pdf blob:offer'])
    expect(screen.queryByRole('alert')).toBeNull()
  })

  it('says so when the offer cannot be made, and can try again', async () => {
    loadOfferData.mockRejectedValueOnce(new Error('404'))
    renderButton()
    fireEvent.click(screen.getByRole('button', { name: 'Download PDF offer' }))
    expect((await screen.findByRole('alert')).textContent).toBe('The PDF offer could not be created. Please try again.')
    expect(buildOfferPdf).not.toHaveBeenCalled()
    loadOfferData.mockResolvedValueOnce(PROPERTY_OFFER)
    buildOfferPdf.mockResolvedValueOnce({ blob: new Blob(['%PDF-']), fileName: 'offer-TLS-4711.pdf' })
    fireEvent.click(screen.getByRole('button', { name: 'Download PDF offer' }))
    await waitFor(() => expect(clicks).toHaveLength(1))
    expect(screen.queryByRole('alert')).toBeNull()
  })
})
