// A RUT field connected to the form (a razón social's, a constructora's, a proveedor's, a
// worker's): the kit's RutInput in a FormField, with an empty string for a null value so the input
// stays controlled.
import type { FieldPath, FieldValues } from 'react-hook-form'
import { FormField, type FormFieldProps, splitFrame } from './field.tsx'
import { RutInput, type RutInputProps } from './rut-input.tsx'

export type RutFieldProps<
  TFieldValues extends FieldValues = FieldValues,
  TName extends FieldPath<TFieldValues> = FieldPath<TFieldValues>,
  TTransformedValues = TFieldValues,
> = Omit<FormFieldProps<TFieldValues, TName, TTransformedValues>, 'children'> &
  Omit<RutInputProps, 'name' | 'value' | 'onChange' | 'id'>

export function RutField<
  TFieldValues extends FieldValues = FieldValues,
  TName extends FieldPath<TFieldValues> = FieldPath<TFieldValues>,
  TTransformedValues = TFieldValues,
>(props: RutFieldProps<TFieldValues, TName, TTransformedValues>) {
  const [frame, input] = splitFrame(props)
  return (
    <FormField {...frame}>
      {({ value, ...field }) => <RutInput {...input} {...field} value={String(value ?? '')} />}
    </FormField>
  )
}
