import { useLingui } from '@lingui/react/macro'
import type { Language } from '#domain/catalogue/types.ts'
import { formatDate, formatPeriod } from '#domain/format/format-date.ts'

/** The active language as the domain formatters want it. */
export function useLanguage(): Language {
  const { i18n } = useLingui()
  return i18n.locale === 'de' ? 'de' : 'en'
}

/**
 * Date and period formatting in the active language (UTC, day numeric, month short:
 * docs/product/language-and-formatting.md#dates-and-times); a period names its year once.
 */
export function useFormatDate() {
  const language = useLanguage()
  const date = (iso: string) => formatDate(iso, language)
  const period = (p: { checkIn: string; checkOut: string }) => formatPeriod(p.checkIn, p.checkOut, language)
  return { date, period, language }
}
