import { Trans, useLingui } from '@lingui/react/macro'
import { useQuery } from '@tanstack/react-query'
import { useMemo, useState } from 'react'
import * as v from 'valibot'
import { EMPTY_HOTEL_SEARCH_FILTER } from '#domain/hotels/hotel-search-filter.ts'
import { AddHotelSchema } from '#domain/my-network/schemas.ts'
import type { NetworkHotelDto } from '#domain/my-network/types.ts'
import { availableHotelsQueryOptions } from '#lib/hotels/queries.ts'
import { useDemoFlags } from '#lib/use-demo-flags.ts'
import { failureText } from '#ui/failure-text.ts'
import { FieldMessagesProvider } from '#ui/form/field-messages.tsx'
import { useStepForm } from '#ui/form/use-step-form.ts'
import { showToast } from '#ui/toast/toast-store.ts'
import { useOnlineStatus } from '#ui/use-online-status.ts'
import { useAddHotel } from './mutations.ts'
import { useNetworkMessageTranslator } from './network-messages.ts'

type Fields = { hotelId: string }

/**
 * Add a listed hotel the agency works with by hand (a hotel it books by phone, say): the agency's hotels that are not
 * in the network yet, by name. Needs the server, so it waits for a connection (decision 128).
 */
export function AddHotelForm({ network }: { network: NetworkHotelDto[] }) {
  const { t, i18n } = useLingui()
  const translate = useNetworkMessageTranslator()
  const online = useOnlineStatus()
  const flags = useDemoFlags()
  const listed = useQuery(availableHotelsQueryOptions(EMPTY_HOTEL_SEARCH_FILTER, flags.displayDemoHotels))
  const add = useAddHotel()
  const [failure, setFailure] = useState<string | null>(null)
  const options = useMemo(() => {
    const inNetwork = new Set(network.map((hotel) => hotel._id))
    return (listed.data?.hotels ?? [])
      .filter((hotel) => !inNetwork.has(hotel._id))
      .map((hotel) => ({ value: hotel._id, label: `${hotel.name}, ${hotel.location.city}` }))
      .sort((a, b) => a.label.localeCompare(b.label, i18n.locale))
  }, [listed.data, network, i18n.locale])
  const { form, ref, onSubmit } = useStepForm<Fields>({
    initial: { hotelId: '' },
    schema: AddHotelSchema,
    onValid: async (values) => {
      setFailure(null)
      try {
        const hotel = await add.mutateAsync(v.parse(AddHotelSchema, values))
        form.reset({ hotelId: '' })
        showToast(t`${hotel.name} is in your network.`, { tone: 'positive' })
      } catch (error) {
        setFailure(failureText(error, i18n, translate))
      }
    },
  })
  return (
    <FieldMessagesProvider translate={translate}>
      <form ref={ref} className="network-form network-add" noValidate onSubmit={onSubmit}>
        <form.AppField name="hotelId">
          {(field) => (
            <field.SelectField
              label={t`Add a hotel you work with`}
              hint={t`A hotel of the system that is not in your network yet, for example one you book by phone.`}
              placeholder={listed.isPending ? t`Loading the hotels...` : t`Choose a hotel`}
              options={options}
              disabled={!online || listed.isPending}
            />
          )}
        </form.AppField>
        <div className="network-form__actions">
          <button type="submit" className="button button--ghost" disabled={!online || add.isPending}>
            <Trans>Add to my network</Trans>
          </button>
        </div>
        {!online ? (
          <p className="network-muted">
            <Trans>Adding a hotel needs a connection.</Trans>
          </p>
        ) : null}
        {failure ? (
          <p className="network-failure" role="alert">
            {failure}
          </p>
        ) : null}
      </form>
    </FieldMessagesProvider>
  )
}
