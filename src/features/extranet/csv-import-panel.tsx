import { plural } from '@lingui/core/macro'
import { Trans, useLingui } from '@lingui/react/macro'
import { useState } from 'react'
import { CSV_COLUMNS } from '#domain/extranet/csv.ts'
import { api } from '#lib/api-client.ts'
import { ApiError } from '#lib/api-errors.ts'
import { failureText } from '#ui/failure-text.ts'
import { showToast } from '#ui/toast/toast-store.ts'
import { useExtranetMessageTranslator } from './extranet-messages.ts'

type Result = { dryRun: boolean; nights: number; lines: { line: number; room: string; nights: number }[] }
type LineError = { line: number; field: string; message: string }

/** The answer's `lines.{n}.{field}` errors as rows, by line number. */
function lineErrors(error: unknown): LineError[] {
  if (!(error instanceof ApiError)) return []
  const errors = (error.body as { errors?: Record<string, string> } | undefined)?.errors ?? {}
  return Object.entries(errors)
    .flatMap(([key, message]) => {
      const m = /^lines\.(\d+)\.(.+)$/.exec(key)
      return m ? [{ line: Number(m[1]), field: m[2]!, message }] : []
    })
    .sort((a, b) => a.line - b.line)
}

type Props = { hotelId: string; onApplied: () => void }

/**
 * The CSV import (docs/product/extranet.md#csv-import): paste or upload a CSV of changes (the ARI feed's data),
 * **Check (dry run)** says per line how many nights would change or what is wrong on which line, **Apply** changes
 * them all (or none).
 */
export function CsvImportPanel({ hotelId, onApplied }: Props) {
  const { t, i18n } = useLingui()
  const translate = useExtranetMessageTranslator()
  const [csv, setCsv] = useState('')
  const [result, setResult] = useState<Result | null>(null)
  const [errors, setErrors] = useState<LineError[]>([])
  const [failure, setFailure] = useState<string | null>(null)
  const [busy, setBusy] = useState(false)
  const send = async (dryRun: boolean) => {
    setFailure(null)
    setErrors([])
    setBusy(true)
    try {
      const answer = await api.post<Result>(`/extranet/hotels/${hotelId}/csv-import${dryRun ? '?dryRun' : ''}`, { csv })
      setResult(answer)
      if (!dryRun) {
        showToast(t({ message: plural(answer.nights, { one: '# night changed.', other: '# nights changed.' }) }), {
          tone: 'positive',
        })
        onApplied()
      }
    } catch (error) {
      setResult(null)
      const rows = lineErrors(error)
      setErrors(rows)
      if (!rows.length) setFailure(failureText(error, i18n, translate))
      else setFailure(t`Some rows are not valid: nothing was applied.`)
    } finally {
      setBusy(false)
    }
  }
  const upload = async (file: File | undefined) => {
    if (!file) return
    setCsv(await file.text())
    setResult(null)
    setErrors([])
  }
  return (
    <section className="extranet-section" aria-labelledby="extranet-csv-title">
      <h2 id="extranet-csv-title" className="extranet-section__title">
        <Trans>Import a CSV</Trans>
      </h2>
      <p className="extranet-muted">
        <Trans>
          One change per row, the same data as the channel manager feed. The first row names the columns:{' '}
          {CSV_COLUMNS.join(', ')}. A blank value keeps the night's.
        </Trans>
      </p>
      <label className="field">
        <span className="field__label">
          <Trans>CSV file</Trans>
        </span>
        <input
          className="field__control"
          type="file"
          accept=".csv,text/csv,text/plain"
          onChange={(e) => void upload(e.currentTarget.files?.[0])}
        />
      </label>
      <label className="field">
        <span className="field__label">
          <Trans>Or paste the CSV</Trans>
        </span>
        <textarea
          className="field__control extranet-csv__text"
          rows={6}
          spellCheck={false}
          value={csv}
          onChange={(e) => {
            setCsv(e.currentTarget.value)
            setResult(null)
          }}
        />
      </label>
      <div className="extranet-form__actions">
        <button
          type="button"
          className="button button--ghost"
          disabled={busy || !csv.trim()}
          onClick={() => void send(true)}
        >
          <Trans>Check (dry run)</Trans>
        </button>
        <button
          type="button"
          className="button button--primary"
          disabled={busy || !result?.dryRun}
          onClick={() => void send(false)}
        >
          <Trans>Apply the CSV</Trans>
        </button>
      </div>
      {result ? (
        <div role="status">
          <p>
            {result.dryRun
              ? t({ message: plural(result.nights, { one: '# night would change.', other: '# nights would change.' }) })
              : t({ message: plural(result.nights, { one: '# night changed.', other: '# nights changed.' }) })}
          </p>
          <ul className="extranet-csv__lines">
            {result.lines.map((l) => (
              <li key={l.line}>
                {t({
                  message: plural(l.nights, {
                    one: `Line ${l.line}, ${l.room}: # night`,
                    other: `Line ${l.line}, ${l.room}: # nights`,
                  }),
                })}
              </li>
            ))}
          </ul>
        </div>
      ) : null}
      {failure ? (
        <div className="extranet-failure" role="alert">
          <p>{failure}</p>
          {errors.length ? (
            <ul className="extranet-csv__lines">
              {errors.map((e) => (
                <li key={`${e.line}:${e.field}`}>{t`Line ${e.line}, ${e.field}: ${translate(e.message)}`}</li>
              ))}
            </ul>
          ) : null}
        </div>
      ) : null}
    </section>
  )
}
