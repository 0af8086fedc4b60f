import { useLingui } from '@lingui/react/macro'
import { useLabel } from '#lib/format/use-label.ts'
import { serviceLevelLabel } from '#lib/labels/domain-labels.ts'
import { withFieldGroup } from '#ui/form/app-form.ts'

const EMPTY: { rates: Record<string, string> } = { rates: {} }

/** The group's field as the stay and season forms name it: `<StayRateFields form={form} fields={RATE_FIELDS} … />`. */
export const RATE_FIELDS = { rates: 'rates' } as const

/**
 * The rates of the stay and season forms (docs/product/extranet.md#property-screens): one field per service level
 * of the property, for the whole stay in its currency; blank is on request.
 */
export const StayRateFields = withFieldGroup({
  defaultValues: EMPTY,
  props: {} as { levels: readonly string[]; currency: string },
  render: function StayRates({ group, levels, currency }) {
    const { t } = useLingui()
    const label = useLabel()
    return (
      <div className="extranet-form__values">
        {levels.map((level) => {
          const name = label(serviceLevelLabel(level))
          return (
            <group.AppField key={level} name={`rates.${level}`}>
              {(field) => (
                <field.TextField
                  label={t`Rate ${name} (${currency}, the whole stay)`}
                  hint={t`Blank: on request.`}
                  inputMode="numeric"
                  autoComplete="off"
                  maxLength={14}
                />
              )}
            </group.AppField>
          )
        })}
      </div>
    )
  },
})
