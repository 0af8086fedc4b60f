import { Trans, useLingui } from '@lingui/react/macro'
import type { ReactNode } from 'react'
import { useFormatDate } from '#lib/format/use-format.ts'

/** One saved version of a page's content, as the extranet's content answers list them. */
export type ContentVersion = {
  version: number
  savedAt: string
  by: string | null
  revertOf: number | null
  changed: string[]
}

/**
 * The versions of a versioned content (the hotel page, a room; docs/product/extranet.md#hotel-page): who saved
 * which fields when, the restored version, and **Restore** for every version but the current one.
 */
export function VersionList({
  id,
  title,
  first,
  versions,
  current,
  fieldName,
  onRestore,
}: {
  /** the heading's id (the section is labelled by it) */
  id: string
  title: ReactNode
  /** what version 0 is called: the words before the first save */
  first: ReactNode
  versions: ContentVersion[]
  current: number
  fieldName: (changed: string) => string
  onRestore: (version: number) => void
}) {
  const { t } = useLingui()
  const { date } = useFormatDate()
  if (versions.length === 0) return null
  return (
    <section className="extranet-versions" aria-labelledby={id}>
      <h3 id={id} className="extranet-versions__title">
        {title}
      </h3>
      <ol className="extranet-versions__list">
        {versions.map((entry) => (
          <li key={entry.version} className="extranet-version">
            <span>
              {entry.version === 0 ? (
                first
              ) : (
                <Trans>
                  Version {entry.version} · {date(entry.savedAt)} · {entry.by ?? '–'}
                </Trans>
              )}
              {entry.revertOf !== null ? ` · ${t`restored version ${entry.revertOf}`}` : ''}
            </span>
            {entry.changed.length > 0 ? (
              <span className="extranet-muted">{entry.changed.map(fieldName).join(', ')}</span>
            ) : null}
            {entry.version !== current ? (
              <button
                type="button"
                className="button button--ghost button--small"
                onClick={() => onRestore(entry.version)}
              >
                <Trans>Restore</Trans>
              </button>
            ) : null}
          </li>
        ))}
      </ol>
    </section>
  )
}
