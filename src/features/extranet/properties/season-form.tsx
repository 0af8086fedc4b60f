import { plural } from '@lingui/core/macro'
import { Trans, useLingui } from '@lingui/react/macro'
import { useRef, useState } from 'react'
import * as v from 'valibot'
import { formatPeriod } from '#domain/format/format-date.ts'
import { INTL_LOCALES } from '#domain/format/format-date.ts'
import { SeasonSchema } from '#domain/property-stays/schemas.ts'
import { api } from '#lib/api-client.ts'
import { failureText } from '#ui/failure-text.ts'
import { FieldMessagesProvider } from '#ui/form/field-messages.tsx'
import { useStepForm } from '#ui/form/use-step-form.ts'
import { showToast } from '#ui/toast/toast-store.ts'
import { usePropertyMessageTranslator } from './messages.ts'
import type { SeasonAnswer } from './queries.ts'
import { useStateOptions } from './stay-form.tsx'
import { seasonBody, type SeasonValues } from './stay-values.ts'
import { RATE_FIELDS, StayRateFields } from './stay-rate-fields.tsx'

type Props = { propertyId: string; levels: readonly string[]; currency: string; onDone: () => void }

/**
 * A season in bulk (docs/product/extranet.md#property-screens): every week of `nights` from the chosen check-in
 * weekday between two days, one state and rate set. 'Preview' lists the weeks (a dry run: those that would overlap a
 * stay say which); 'Apply' adds them all, or none when one overlaps (the server's message beside the buttons).
 */
export function SeasonForm({ propertyId, levels, currency, onDone }: Props) {
  const { t, i18n } = useLingui()
  const translate = usePropertyMessageTranslator()
  const states = useStateOptions()
  const lang = i18n.locale === 'de' ? 'de' : 'en'
  const [failure, setFailure] = useState<string | null>(null)
  const [preview, setPreview] = useState<SeasonAnswer | null>(null)
  // which button submitted: read when the form is valid
  const mode = useRef<'preview' | 'apply'>('apply')
  const toBody = seasonBody(levels)
  const { form, ref, onSubmit } = useStepForm<SeasonValues>({
    initial: {
      from: '',
      to: '',
      weekday: '6',
      nights: '7',
      state: 'available',
      rates: Object.fromEntries(levels.map((l) => [l, ''])),
    },
    schema: SeasonSchema,
    toBody,
    onValid: async (values) => {
      setFailure(null)
      const dryRun = mode.current === 'preview'
      try {
        const answer = await api.post<SeasonAnswer>(
          `/extranet/properties/${propertyId}/stays/season${dryRun ? '?dryRun' : ''}`,
          v.parse(SeasonSchema, toBody(values)),
        )
        if (dryRun) return setPreview(answer)
        setPreview(null)
        const n = answer.added
        showToast(t({ message: plural(n, { one: '# week added.', other: '# weeks added.' }) }), { tone: 'positive' })
        onDone()
      } catch (error) {
        setFailure(failureText(error, i18n, translate))
      }
    },
    onChange: () => setPreview(null),
  })
  const weekdays = [0, 1, 2, 3, 4, 5, 6].map((n) => ({
    value: String(n),
    // 2027-01-03 is a Sunday
    label: new Intl.DateTimeFormat(INTL_LOCALES[lang], { weekday: 'long', timeZone: 'UTC' }).format(
      new Date(Date.UTC(2027, 0, 3 + n)),
    ),
  }))
  const clashes = preview?.weeks.filter((w) => w.overlaps).length ?? 0
  return (
    <FieldMessagesProvider translate={translate}>
      <form ref={ref} className="extranet-form" noValidate onSubmit={onSubmit} aria-label={t`Fill a season`}>
        <div className="extranet-form__range">
          <form.AppField name="from">{(field) => <field.DateField label={t`Season from`} />}</form.AppField>
          <form.AppField name="to">{(field) => <field.DateField label={t`Season to`} />}</form.AppField>
          <form.AppField name="weekday">
            {(field) => <field.SelectField label={t`Check-in on`} options={weekdays} />}
          </form.AppField>
          <form.AppField name="nights">
            {(field) => <field.TextField label={t`Nights`} inputMode="numeric" autoComplete="off" maxLength={2} />}
          </form.AppField>
          <form.AppField name="state">
            {(field) => <field.SelectField label={t`State`} options={states} />}
          </form.AppField>
        </div>
        <StayRateFields form={form} fields={RATE_FIELDS} levels={levels} currency={currency} />
        <div className="extranet-form__actions">
          <button type="submit" className="button button--ghost" onClick={() => (mode.current = 'preview')}>
            <Trans>Preview</Trans>
          </button>
          <button type="submit" className="button button--primary" onClick={() => (mode.current = 'apply')}>
            <Trans>Apply</Trans>
          </button>
        </div>
        {preview ? (
          <div className="season-preview" role="status">
            <p className="extranet-form__preview">
              {t({
                message: plural(preview.weeks.length, {
                  one: '# week would be added.',
                  other: '# weeks would be added.',
                }),
              })}{' '}
              {clashes
                ? t({
                    message: plural(clashes, {
                      one: '# of them overlaps a stay: Apply adds none.',
                      other: '# of them overlap stays: Apply adds none.',
                    }),
                  })
                : null}
            </p>
            <ul className="season-preview__weeks">
              {preview.weeks.map((w) => (
                <li key={w.checkIn} className={w.overlaps ? 'season-preview__clash' : undefined}>
                  {formatPeriod(w.checkIn, w.checkOut, lang)}
                  {w.overlaps ? `: ${translate(w.overlaps)}` : null}
                </li>
              ))}
            </ul>
          </div>
        ) : null}
        {failure ? (
          <p className="extranet-failure" role="alert">
            {failure}
          </p>
        ) : null}
      </form>
    </FieldMessagesProvider>
  )
}
