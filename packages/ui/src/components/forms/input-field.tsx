// A one-line text field connected to the form (nombre, giro, correo, teléfono): the kit's Input in
// a FormField, with an empty string for a null value so the input stays controlled.
import type { ComponentProps } from 'react'
import type { FieldPath, FieldValues } from 'react-hook-form'
import { Input } from '../input.tsx'
import { FormField, type FormFieldProps, splitFrame } from './field.tsx'

export type InputFieldProps<
  TFieldValues extends FieldValues = FieldValues,
  TName extends FieldPath<TFieldValues> = FieldPath<TFieldValues>,
  TTransformedValues = TFieldValues,
> = Omit<FormFieldProps<TFieldValues, TName, TTransformedValues>, 'children'> &
  Omit<ComponentProps<typeof Input>, 'name' | 'value' | 'defaultValue' | 'onChange' | 'id'>

export function InputField<
  TFieldValues extends FieldValues = FieldValues,
  TName extends FieldPath<TFieldValues> = FieldPath<TFieldValues>,
  TTransformedValues = TFieldValues,
>(props: InputFieldProps<TFieldValues, TName, TTransformedValues>) {
  const [frame, input] = splitFrame(props)
  return (
    <FormField {...frame}>
      {({ value, ...field }) => <Input {...input} {...field} value={String(value ?? '')} />}
    </FormField>
  )
}
