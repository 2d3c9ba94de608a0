// A choice among a few fixed options connected to the form (unidad de cobro, tipo de cuenta): the
// kit's Select inside FormField. For long or searchable lists use the Combobox in a FormField.
import type { FieldPath, FieldValues } from 'react-hook-form'
import { kit as kitText } from '../../locale/es-cl/kit.ts'
import { OptionsSelect, type SelectOption } from '../options-select.tsx'
import { FormField, type FormFieldProps } from './field.tsx'

export type SelectFieldOption = SelectOption

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
      {({ value, onChange, disabled: fieldDisabled, ...control }) => (
        <OptionsSelect
          options={options}
          value={value ?? ''}
          onValueChange={onChange}
          placeholder={placeholder}
          disabled={disabled || fieldDisabled}
          {...control}
        />
      )}
    </FormField>
  )
}
