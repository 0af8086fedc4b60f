/**
 * The offer's images in the browser (docs/decisions/053-pdf-offer-in-the-browser.md): react-pdf
 * draws only PNG and JPEG, and the catalogue's images are SVG, so each image is fetched fresh (no
 * cache) and drawn onto a canvas, then handed over as a data URL: photos as JPEG at most 1200 px
 * wide, the logo as PNG (it keeps its transparency). An image that cannot be fetched or drawn is
 * null: the document puts a band in the brand's light colour there.
 */
export async function rasterImage(src: string, kind: 'photo' | 'logo'): Promise<string | null> {
  try {
    const response = await fetch(src, { cache: 'no-store', headers: { 'Cache-Control': 'no-cache' } })
    if (!response.ok) return null
    const blob = await response.blob()
    return await drawToDataUrl(blob, kind)
  } catch {
    return null
  }
}

const MAX_WIDTH = { photo: 1200, logo: 600 }

async function drawToDataUrl(blob: Blob, kind: 'photo' | 'logo'): Promise<string | null> {
  const url = URL.createObjectURL(blob)
  try {
    const image = new Image()
    image.decoding = 'async'
    image.src = url
    await image.decode()
    const naturalWidth = image.naturalWidth || 1200
    const naturalHeight = image.naturalHeight || 800
    const scale = Math.min(1, MAX_WIDTH[kind] / naturalWidth) || 1
    const canvas = document.createElement('canvas')
    canvas.width = Math.max(1, Math.round(naturalWidth * scale))
    canvas.height = Math.max(1, Math.round(naturalHeight * scale))
    const context = canvas.getContext('2d')
    if (!context) return null
    if (kind === 'photo') {
      context.fillStyle = '#ffffff'
      context.fillRect(0, 0, canvas.width, canvas.height)
    }
    context.drawImage(image, 0, 0, canvas.width, canvas.height)
    return kind === 'photo' ? canvas.toDataURL('image/jpeg', 0.85) : canvas.toDataURL('image/png')
  } catch {
    return null
  } finally {
    URL.revokeObjectURL(url)
  }
}
