import { Trans } from '@lingui/react/macro'
import type { BedConfiguration } from '#domain/hotels/types.ts'
import { useLabel } from '#lib/format/use-label.ts'
import { bedConfigurationText } from '#lib/labels/bed-labels.ts'

type Props = {
  /** the offers' requestable configurations for these guests, the default first */
  configurations: readonly BedConfiguration[]
  /** the one asked for */
  value: BedConfiguration
  name: string
  disabled: boolean
  onChoose: (configuration: BedConfiguration) => void
}

/**
 * The beds one room request asks for (docs/product/hotels.md#occupancy), e.g. a king-size bed or
 * two single beds: shown when the room can be made up more than one way for its guests.
 */
export function BedOptions({ configurations, value, name, disabled, onChoose }: Props) {
  const label = useLabel()
  if (configurations.length < 2) return null
  return (
    <fieldset className="bed-options">
      <legend className="offer-options__legend">
        <Trans>Beds</Trans>
      </legend>
      {configurations.map((configuration) => {
        const id = `${name}-${configuration}`
        return (
          <div className="bed-options__choice" key={configuration}>
            <input
              type="radio"
              id={id}
              name={name}
              value={configuration}
              checked={value === configuration}
              disabled={disabled}
              onChange={() => onChoose(configuration)}
            />
            <label htmlFor={id}>{bedConfigurationText(label, configuration)}</label>
          </div>
        )
      })}
    </fieldset>
  )
}
