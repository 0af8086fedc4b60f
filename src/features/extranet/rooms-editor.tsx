import type { I18n, MessageDescriptor } from '@lingui/core'
import { msg } from '@lingui/core/macro'
import { Trans, useLingui } from '@lingui/react/macro'
import { queryOptions, useQuery, useQueryClient } from '@tanstack/react-query'
import { useState } from 'react'
import * as v from 'valibot'
import { RoomContentSchema, type RoomContent } from '#domain/extranet/room-content.ts'
import { api } from '#lib/api-client.ts'
import { failureText } from '#ui/failure-text.ts'
import { FieldMessagesProvider } from '#ui/form/field-messages.tsx'
import { useStepForm } from '#ui/form/use-step-form.ts'
import { showToast } from '#ui/toast/toast-store.ts'
import { useContentMessageTranslator } from './content-messages.ts'
import { ImageList, listMoves } from './images-list.tsx'
import { NumberField } from './number-field.tsx'
import { BedsSection, RoomFacilitiesSection } from './room-beds-section.tsx'
import { extranetKeys } from './queries.ts'
import { VersionList } from './version-list.tsx'

type RoomAnswer = {
  content: RoomContent
  version: number
  versions: { version: number; savedAt: string; by: string | null; revertOf: number | null; changed: string[] }[]
}
const roomKey = (hotelId: string, roomId: string) => [...extranetKeys.hotel(hotelId), 'room-content', roomId] as const
const roomContentQuery = (hotelId: string, roomId: string) =>
  queryOptions({
    queryKey: roomKey(hotelId, roomId),
    queryFn: ({ signal }) => api.get<RoomAnswer>(`/extranet/hotels/${hotelId}/rooms/${roomId}/content`, { signal }),
    staleTime: 0,
  })

/**
 * The chosen room's content (docs/product/extranet.md#rooms): name, description, sizes, bedrooms and bathrooms,
 * beds with their sleeps, views, room facilities, images with alt texts and floor plans, in English and German; saved
 * as a new version of the room, the versions listed and restorable.
 */
export function RoomEditor({ hotelId, roomId }: { hotelId: string; roomId: string }) {
  const room = useQuery(roomContentQuery(hotelId, roomId))
  if (room.isPending)
    return (
      <p className="extranet-muted" role="status">
        <Trans>Loading the room...</Trans>
      </p>
    )
  if (room.isError)
    return (
      <p className="extranet-failure" role="alert">
        <Trans>The room could not be loaded.</Trans>
      </p>
    )
  return <RoomForm key={`${roomId}:${room.data.version}`} hotelId={hotelId} roomId={roomId} answer={room.data} />
}

function RoomForm({ hotelId, roomId, answer }: { hotelId: string; roomId: string; answer: RoomAnswer }) {
  const { t, i18n } = useLingui()
  const translate = useContentMessageTranslator()
  const queryClient = useQueryClient()
  const [language, setLanguage] = useState<'en' | 'de'>(i18n.locale === 'de' ? 'de' : 'en')
  const [failure, setFailure] = useState<string | null>(null)
  const lang = language === 'en' ? 'English' : 'Deutsch'
  const L = (label: string) => `${label} (${lang})`
  const refresh = () => queryClient.invalidateQueries({ queryKey: roomKey(hotelId, roomId) })
  const toBody = (values: RoomContent) => ({ ...values, baseVersion: answer.version })
  const { form, ref, onSubmit } = useStepForm<RoomContent>({
    initial: answer.content,
    schema: RoomContentSchema,
    toBody,
    onValid: async (values) => {
      setFailure(null)
      try {
        await api.put(`/extranet/hotels/${hotelId}/rooms/${roomId}/content`, v.parse(RoomContentSchema, toBody(values)))
        showToast(t`The room is saved.`, { tone: 'positive' })
        await refresh()
      } catch (error) {
        setFailure(failureText(error, i18n, translate))
      }
    },
  })
  const revert = async (version: number) => {
    setFailure(null)
    try {
      await api.post(`/extranet/hotels/${hotelId}/rooms/${roomId}/content/versions/${version}/revert`, {
        baseVersion: answer.version,
      })
      showToast(t`Version ${version} is restored.`, { tone: 'positive' })
      await refresh()
    } catch (error) {
      setFailure(failureText(error, i18n, translate))
    }
  }
  return (
    <FieldMessagesProvider translate={translate}>
      <form ref={ref} className="extranet-form extranet-content" noValidate onSubmit={onSubmit}>
        <div className="extranet-content__languages" role="group" aria-label={t`Language of the room's texts`}>
          {(['en', 'de'] as const).map((code) => (
            <button
              key={code}
              type="button"
              className={`button button--small ${language === code ? 'button--primary' : 'button--ghost'}`}
              aria-pressed={language === code}
              onClick={() => setLanguage(code)}
            >
              {code === 'en' ? 'English' : 'Deutsch'}
            </button>
          ))}
        </div>
        <form.AppField name={`name.${language}`}>
          {(field) => <field.TextField label={L(t`Room name`)} maxLength={200} />}
        </form.AppField>
        <form.AppField name={`description.${language}`}>
          {(field) => <field.TextareaField label={L(t`Room description (Markdown)`)} maxLength={20000} />}
        </form.AppField>
        <div className="extranet-section__pair">
          <form.AppField name="sizeSqmMin">{() => <NumberField label={t`Size from (m²)`} />}</form.AppField>
          <form.AppField name="sizeSqmMax">{() => <NumberField label={t`Size up to (m²)`} />}</form.AppField>
          <form.AppField name="numBedrooms">{() => <NumberField label={t`Bedrooms`} required />}</form.AppField>
          <form.AppField name="numBathrooms">{() => <NumberField label={t`Bathrooms`} required />}</form.AppField>
        </div>
        <BedsSection form={form} />
        <fieldset className="extranet-section">
          <legend className="extranet-section__title">
            <Trans>Views</Trans>
          </legend>
          <form.AppField name="views" mode="array">
            {(list) => (
              <>
                {list.state.value.map((_, i) => {
                  const number = i + 1
                  return (
                    <div key={i} className="extranet-section__pair">
                      <form.AppField name={`views[${i}].${language}`}>
                        {(field) => <field.TextField label={L(t`View ${number}`)} maxLength={200} />}
                      </form.AppField>
                      <button
                        type="button"
                        className="button button--ghost button--small"
                        onClick={() => list.removeValue(i)}
                      >
                        <Trans>Remove this view</Trans>
                      </button>
                    </div>
                  )
                })}
                <button
                  type="button"
                  className="button button--ghost button--small"
                  onClick={() => list.pushValue({ en: '', de: '' })}
                >
                  <Trans>Add a view</Trans>
                </button>
              </>
            )}
          </form.AppField>
        </fieldset>
        <RoomFacilitiesSection form={form} />
        <fieldset className="extranet-section">
          <legend className="extranet-section__title">
            <Trans>Room images</Trans>
          </legend>
          <form.AppField name="images" mode="array">
            {(list) => (
              <ImageList
                kind="image"
                urls={list.state.value.map((image) => image.url)}
                {...listMoves(list)}
                onAdd={(url) => list.pushValue({ url, alt: { en: '', de: '' } })}
                altField={(i) => (
                  <form.AppField name={`images[${i}].alt.${language}`}>
                    {(field) => <field.TextField label={L(t`Alt text`)} maxLength={2000} />}
                  </form.AppField>
                )}
              />
            )}
          </form.AppField>
        </fieldset>
        <fieldset className="extranet-section">
          <legend className="extranet-section__title">
            <Trans>Floor plans</Trans>
          </legend>
          <form.AppField name="floorplans" mode="array">
            {(list) => (
              <ImageList
                kind="plan"
                urls={list.state.value}
                {...listMoves(list)}
                onAdd={(url) => list.pushValue(url)}
              />
            )}
          </form.AppField>
        </fieldset>
        <div className="extranet-form__actions">
          <button type="submit" className="button button--primary">
            <Trans>Save the room</Trans>
          </button>
        </div>
        {failure ? (
          <p className="extranet-failure" role="alert">
            {failure}
          </p>
        ) : null}
      </form>
      <VersionList
        id="extranet-room-versions-title"
        title={<Trans>Versions of the room</Trans>}
        first={<Trans>The room before the first save</Trans>}
        versions={answer.versions}
        current={answer.version}
        fieldName={(c) => roomFieldName(c, i18n)}
        onRestore={(version) => void revert(version)}
      />
    </FieldMessagesProvider>
  )
}

const ROOM_LABELS: Record<string, MessageDescriptor> = {
  name: msg`Room name`,
  description: msg`Room description`,
  beds: msg`Beds`,
  sizeSqmMin: msg`Size from (m²)`,
  sizeSqmMax: msg`Size up to (m²)`,
  outdoorSpaceSqmMin: msg`Outdoor space`,
  outdoorSpaceSqmMax: msg`Outdoor space`,
  numBedrooms: msg`Bedrooms`,
  numBathrooms: msg`Bathrooms`,
  views: msg`Views`,
  facilityIds: msg`Room facilities`,
  images: msg`Room images`,
  floorplans: msg`Floor plans`,
}

/** 'name.de' → 'Room name (Deutsch)'. */
function roomFieldName(changed: string, i18n: I18n): string {
  const [field, lang] = changed.split('.') as [string, string | undefined]
  const label = ROOM_LABELS[field]
  const text = label ? i18n._(label) : field
  return lang ? `${text} (${lang === 'de' ? 'Deutsch' : 'English'})` : text
}
