import { useLingui } from '@lingui/react/macro'
import { useState } from 'react'
import type { Language } from '#domain/catalogue/types.ts'
import { LANGUAGES } from '#domain/i18n/detect-language.ts'
import { activateLanguage } from '#lib/i18n.ts'

/** EN | DE. Switching loads the catalog; queries keyed by language refetch on their own. */
export function LanguageSwitch() {
  const { i18n, t } = useLingui()
  const [pending, setPending] = useState(false)
  const change = async (language: Language) => {
    if (language === i18n.locale || pending) return
    setPending(true)
    try {
      await activateLanguage(language)
    } finally {
      setPending(false)
    }
  }
  return (
    <div className="language-switch" role="group" aria-label={t`Language`}>
      {LANGUAGES.map((language, index) => (
        <span key={language} className="language-switch__item">
          {index > 0 ? (
            <span className="language-switch__divider" aria-hidden="true">
              |
            </span>
          ) : null}
          <button
            type="button"
            lang={language}
            className="language-switch__button"
            aria-pressed={i18n.locale === language}
            onClick={() => void change(language)}
          >
            {/* seen: EN / DE; heard: the language's own name (the visible code is part of it) */}
            <span aria-hidden="true">{language.toUpperCase()}</span>
            <span className="visually-hidden">{language === 'en' ? 'English' : 'Deutsch'}</span>
          </button>
        </span>
      ))}
    </div>
  )
}
