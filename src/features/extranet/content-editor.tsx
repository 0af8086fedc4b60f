import { msg } from '@lingui/core/macro'
import { Trans, useLingui } from '@lingui/react/macro'
import { useQuery, useQueryClient } from '@tanstack/react-query'
import { useState } from 'react'
import * as v from 'valibot'
import { DESCRIPTION_PARTS, HotelContentSchema, type HotelContent } from '#domain/extranet/content.ts'
import { api } from '#lib/api-client.ts'
import { ApiError } from '#lib/api-errors.ts'
import { DESCRIPTION_HEADINGS } from '#lib/labels/description-headings.ts'
import { failureText } from '#ui/failure-text.ts'
import { FieldMessagesProvider } from '#ui/form/field-messages.tsx'
import { useStepForm } from '#ui/form/use-step-form.ts'
import { showToast } from '#ui/toast/toast-store.ts'
import { useContentMessageTranslator } from './content-messages.ts'
import { PreviewLink, sectionName } from './content-preview.tsx'
import { ContentSections } from './content-sections-editor.tsx'
import { VersionList } from './version-list.tsx'
import { contentQueryOptions, extranetKeys, type ContentAnswer } from './queries.ts'

type Props = {
  hotelId: string
  /** our admins (a hotel's team never sees the programs: docs/decisions/135-hotel-content.md) */
  canChangePrograms?: boolean
}

const PHONE_LABEL = msg`Reservations phone`

/**
 * The hotel page's words (docs/product/extranet.md#hotel-page): the description's eight parts in English and German
 * (a German part left blank shows the English one) and the reservations phone; saved as a new version, with the
 * versions listed (who, when, what) and each one restorable.
 */
export function ContentEditor({ hotelId, canChangePrograms = false }: Props) {
  const content = useQuery(contentQueryOptions(hotelId))
  if (content.isPending)
    return (
      <p className="extranet-muted" role="status">
        <Trans>Loading the hotel page...</Trans>
      </p>
    )
  if (content.isError)
    return (
      <p className="extranet-failure" role="alert">
        <Trans>The hotel page could not be loaded.</Trans>
      </p>
    )
  // a new form for each saved version: what was typed stays until it is saved or refused
  return (
    <ContentForm
      key={content.data.version}
      hotelId={hotelId}
      answer={content.data}
      canChangePrograms={canChangePrograms}
    />
  )
}

function ContentForm({
  hotelId,
  answer,
  canChangePrograms,
}: {
  hotelId: string
  answer: ContentAnswer
  canChangePrograms: boolean
}) {
  const { t, i18n } = useLingui()
  const translate = useContentMessageTranslator()
  const queryClient = useQueryClient()
  const [language, setLanguage] = useState<'en' | 'de'>(i18n.locale === 'de' ? 'de' : 'en')
  const [failure, setFailure] = useState<string | null>(null)
  const refresh = () => queryClient.invalidateQueries({ queryKey: extranetKeys.content(hotelId) })
  const toBody = (values: HotelContent) => ({ ...values, baseVersion: answer.version })
  const { form, ref, onSubmit } = useStepForm<HotelContent>({
    initial: answer.content,
    schema: HotelContentSchema,
    toBody,
    onValid: async (values) => {
      setFailure(null)
      try {
        await api.put(`/extranet/hotels/${hotelId}/content`, v.parse(HotelContentSchema, toBody(values)))
        showToast(t`The hotel page is saved.`, { tone: 'positive' })
        await refresh()
      } catch (error) {
        setFailure(failureText(error, i18n, translate))
      }
    },
  })
  const revert = async (version: number) => {
    setFailure(null)
    try {
      await api.post(`/extranet/hotels/${hotelId}/content/versions/${version}/revert`, { baseVersion: answer.version })
      showToast(t`Version ${version} is restored.`, { tone: 'positive' })
      await refresh()
    } catch (error) {
      setFailure(error instanceof ApiError ? failureText(error, i18n, translate) : failureText(error, i18n))
    }
  }
  return (
    <FieldMessagesProvider translate={translate}>
      <form ref={ref} className="extranet-form extranet-content" noValidate onSubmit={onSubmit}>
        <div className="extranet-content__languages" role="group" aria-label={t`Language of the texts`}>
          {(['en', 'de'] as const).map((lang) => (
            <button
              key={lang}
              type="button"
              className={`button button--small ${language === lang ? 'button--primary' : 'button--ghost'}`}
              aria-pressed={language === lang}
              onClick={() => setLanguage(lang)}
            >
              {lang === 'en' ? 'English' : 'Deutsch'}
            </button>
          ))}
        </div>
        {language === 'de' ? (
          <p className="extranet-muted">
            <Trans>A part left blank shows the English text on the German page.</Trans>
          </p>
        ) : null}
        {DESCRIPTION_PARTS.map((part) => (
          <form.AppField key={`${language}.${part}`} name={`description.${language}.${part}`}>
            {(field) => (
              <field.TextareaField
                label={`${i18n._(DESCRIPTION_HEADINGS[part])} (${language === 'en' ? 'English' : 'Deutsch'})`}
                maxLength={4000}
              />
            )}
          </form.AppField>
        ))}
        <form.AppField name="reservationPhone">
          {(field) => <field.TextField label={i18n._(PHONE_LABEL)} type="tel" autoComplete="off" maxLength={40} />}
        </form.AppField>
        <ContentSections form={form} language={language} canChangePrograms={canChangePrograms} />
        <div className="extranet-form__actions">
          <button type="submit" className="button button--primary">
            <Trans>Save the hotel page</Trans>
          </button>
          <PreviewLink hotelId={hotelId} />
        </div>
        {failure ? (
          <p className="extranet-failure" role="alert">
            {failure}
          </p>
        ) : null}
      </form>
      <VersionList
        id="extranet-versions-title"
        title={<Trans>Versions</Trans>}
        first={<Trans>The first words</Trans>}
        versions={answer.versions}
        current={answer.version}
        fieldName={(c) => fieldName(c, i18n)}
        onRestore={(version) => void revert(version)}
      />
    </FieldMessagesProvider>
  )
}

/** 'de.hotel' → 'The hotel (Deutsch)'; 'smokingPolicy.de' → 'Smoking policy (Deutsch)'. */
function fieldName(changed: string, i18n: ReturnType<typeof useLingui>['i18n']): string {
  if (changed === 'reservationPhone') return i18n._(PHONE_LABEL)
  const section = sectionName(changed, i18n)
  if (section) return section
  const [lang, part] = changed.split('.') as ['en' | 'de', keyof typeof DESCRIPTION_HEADINGS]
  const heading = DESCRIPTION_HEADINGS[part]
  return `${heading ? i18n._(heading) : part} (${lang === 'de' ? 'Deutsch' : 'English'})`
}
