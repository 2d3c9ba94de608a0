// A form field that chooses a related row with the kit's Combobox: its options given (a short
// list, filtered as the user types) or searched in the API (`loadOptions`). An optional field can
// be cleared (its value is then null; a required one's is ''). On an edit form `selectedLabel`
// names the current value until the options arrive.
import { Combobox, type ComboboxOption, type LoadOptions } from '@cordillera/ui/components/combobox'
import { FormField } from '@cordillera/ui/components/forms/field'
import type { ReactNode } from 'react'

/** What a picker of one kind of row is given by the form that uses it. */
export type PickerFieldProps = {
  name: string
  label: ReactNode
  selectedLabel?: string | undefined
  optional?: boolean
  hint?: ReactNode
  className?: string
}

export function ComboboxField({
  name,
  label,
  selectedLabel,
  optional,
  hint,
  className,
  placeholder,
  options,
  loadOptions,
}: PickerFieldProps & { placeholder: string } & (
    | { options: readonly ComboboxOption[]; loadOptions?: undefined }
    | { loadOptions: LoadOptions; options?: undefined }
  )) {
  return (
    <FormField name={name} label={label} optional={optional} hint={hint} className={className}>
      {({ value, onChange, disabled, ...field }) => (
        <Combobox
          {...field}
          value={(value as string | null | undefined) || null}
          onValueChange={(next) => onChange(next ?? (optional ? null : ''))}
          options={options}
          loadOptions={loadOptions}
          selectedLabel={selectedLabel}
          placeholder={placeholder}
          clearable={optional}
          disabled={disabled}
        />
      )}
    </FormField>
  )
}
