// A choice among a few fixed options connected to the form (unidad de cobro, tipo de cuenta): the
// kit's Select inside FormField. For long or searchable lists use the Combobox in a FormField.
import type { FieldPath, FieldValues } from 'react-hook-form'
import { kit as kitText } from '../../locale/es-cl/kit.ts'
import { Select, SelectContent, SelectItem, SelectTrigger, SelectValue } from '../select.tsx'
import { FormField, type FormFieldProps } from './field.tsx'

export type SelectFieldOption = { value: string; label: string; disabled?: boolean }

export type SelectFieldProps<
  TFieldValues extends FieldValues = FieldValues,
  TName extends FieldPath<TFieldValues> = FieldPath<TFieldValues>,
  TTransformedValues = TFieldValues,
> = Omit<FormFieldProps<TFieldValues, TName, TTransformedValues>, 'children'> & {
  options: readonly SelectFieldOption[]
  placeholder?: string
  disabled?: boolean
}

export function SelectField<
  TFieldValues extends FieldValues = FieldValues,
  TName extends FieldPath<TFieldValues> = FieldPath<TFieldValues>,
  TTransformedValues = TFieldValues,
>({
  options,
  placeholder = kitText.select.placeholder,
  disabled,
  ...frame
}: SelectFieldProps<TFieldValues, TName, TTransformedValues>) {
  return (
    <FormField {...frame}>
      {({ value, onChange, onBlur, name, ref, disabled: fieldDisabled, ...control }) => (
        <Select
          value={value ?? ''}
          onValueChange={onChange}
          name={name}
          disabled={disabled || fieldDisabled}
        >
          <SelectTrigger ref={ref} onBlur={onBlur} {...control}>
            <SelectValue placeholder={placeholder} />
          </SelectTrigger>
          <SelectContent>
            {options.map((option) => (
              <SelectItem key={option.value} value={option.value} disabled={option.disabled}>
                {option.label}
              </SelectItem>
            ))}
          </SelectContent>
        </Select>
      )}
    </FormField>
  )
}
