import { Trans, useLingui } from '@lingui/react/macro'
import { useState, type ChangeEvent, type ReactNode } from 'react'
import { api } from '#lib/api-client.ts'
import { failureText } from '#ui/failure-text.ts'
import { useContentMessageTranslator } from './content-messages.ts'

type Props = {
  urls: readonly string[]
  onMove: (from: number, to: number) => void
  onRemove: (index: number) => void
  onAdd: (url: string) => void
  /** the image's alt text field (hotel and room images); none for floor plans */
  altField?: (index: number) => ReactNode
  /** the list's name for screen readers and the file input, e.g. 'Images' or 'Floor plans' */
  kind: 'image' | 'plan'
}

/** Uploads the chosen file through POST /api/extranet/images and hands on the answered URL; says why it failed. */
export function useImageUpload(onAdd: (url: string) => void) {
  const { i18n } = useLingui()
  const translate = useContentMessageTranslator()
  const [busy, setBusy] = useState(false)
  const [failure, setFailure] = useState<string | null>(null)
  const onFile = async (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0]
    event.target.value = ''
    if (!file) return
    setBusy(true)
    setFailure(null)
    try {
      const body = new FormData()
      body.append('image', file)
      onAdd((await api.post<{ url: string }>('/extranet/images', body)).url)
    } catch (error) {
      setFailure(failureText(error, i18n, translate))
    } finally {
      setBusy(false)
    }
  }
  return { busy, failure, onFile }
}

/**
 * A list of images in their order (docs/product/extranet.md#images): thumbnail, ↑ ↓ Remove, and a file input that
 * uploads through POST /api/extranet/images and adds the answered URL.
 */
/** An array field's moves for the list: `<ImageList {...listMoves(list)} … />` (each image field of the extranet). */
export const listMoves = (list: {
  moveValue: (from: number, to: number) => void
  removeValue: (index: number) => unknown
}): Pick<Props, 'onMove' | 'onRemove'> => ({
  onMove: (from, to) => list.moveValue(from, to),
  onRemove: (index) => void list.removeValue(index),
})

export function ImageList({ urls, onMove, onRemove, onAdd, altField, kind }: Props) {
  const { t } = useLingui()
  const { busy, failure, onFile } = useImageUpload(onAdd)
  return (
    <>
      <ol className="extranet-images">
        {urls.map((url, i) => {
          const number = i + 1
          const name = kind === 'plan' ? t`Floor plan ${number}` : t`Image ${number}`
          return (
            <li key={url} className="extranet-image" aria-label={name}>
              <img src={url} alt="" className="extranet-image__thumb" loading="lazy" />
              {altField ? altField(i) : <span className="extranet-muted">{name}</span>}
              <div className="extranet-image__actions">
                <button
                  type="button"
                  className="button button--ghost button--small"
                  disabled={i === 0}
                  onClick={() => onMove(i, i - 1)}
                  aria-label={kind === 'plan' ? t`Move floor plan ${number} up` : t`Move image ${number} up`}
                >
                  ↑
                </button>
                <button
                  type="button"
                  className="button button--ghost button--small"
                  disabled={i === urls.length - 1}
                  onClick={() => onMove(i, i + 1)}
                  aria-label={kind === 'plan' ? t`Move floor plan ${number} down` : t`Move image ${number} down`}
                >
                  ↓
                </button>
                <button
                  type="button"
                  className="button button--ghost button--small"
                  onClick={() => onRemove(i)}
                  aria-label={kind === 'plan' ? t`Remove floor plan ${number}` : t`Remove image ${number}`}
                >
                  <Trans>Remove</Trans>
                </button>
              </div>
            </li>
          )
        })}
      </ol>
      <label className="field">
        <span className="field__label">
          {kind === 'plan' ? (
            <Trans>Add a floor plan (PNG, JPEG, WebP or SVG, at most 5 MB)</Trans>
          ) : (
            <Trans>Add an image (PNG, JPEG, WebP or SVG, at most 5 MB)</Trans>
          )}
        </span>
        <input
          type="file"
          className="field__control"
          accept="image/png,image/jpeg,image/webp,image/svg+xml"
          disabled={busy}
          onChange={(e) => void onFile(e)}
        />
      </label>
      {failure ? (
        <p className="extranet-failure" role="alert">
          {failure}
        </p>
      ) : null}
    </>
  )
}
