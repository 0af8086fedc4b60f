import { FieldShell, type FieldChrome } from './field-shell.tsx'
import { useFieldContext } from './form-context.ts'

export type SelectOption = { value: string; label: string }
export type SelectGroup = { label: string; options: readonly SelectOption[] }

type Props = FieldChrome & {
  options: readonly (SelectOption | SelectGroup)[]
  placeholder?: string
  disabled?: boolean
  /**
   * The id of an error about this and other fields together, shown beside them (e.g. too many
   * travelers for adults and children) while it is shown: the select is then invalid and described
   * by it, so a failed submit moves the focus here.
   */
  sharedError?: string | null
}

function Options({ options }: { options: readonly (SelectOption | SelectGroup)[] }) {
  return options.map((option) =>
    'options' in option ? (
      <optgroup key={option.label} label={option.label}>
        <Options options={option.options} />
      </optgroup>
    ) : (
      <option key={option.value} value={option.value}>
        {option.label}
      </option>
    ),
  )
}

/** A native select (options or option groups); the placeholder is the empty value ''. */
export function SelectField({ label, hint, hideLabel, className, options, placeholder, disabled, sharedError }: Props) {
  const field = useFieldContext<string>()
  return (
    <FieldShell
      label={label}
      hint={hint}
      hideLabel={hideLabel}
      className={['field--select', className].filter(Boolean).join(' ')}
    >
      {({ inputId, describedBy, invalid }) => (
        <select
          id={inputId}
          name={field.name}
          className="field__control"
          value={field.state.value ?? ''}
          disabled={disabled}
          onChange={(event) => field.handleChange(event.target.value)}
          onBlur={field.handleBlur}
          aria-invalid={invalid || Boolean(sharedError) || undefined}
          aria-describedby={[describedBy, sharedError].filter(Boolean).join(' ') || undefined}
        >
          {placeholder !== undefined ? <option value="">{placeholder}</option> : null}
          <Options options={options} />
        </select>
      )}
    </FieldShell>
  )
}
