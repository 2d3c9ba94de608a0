// A multi-line text field (observaciones, comentarios) connected to the form: label, hint and
// error come from FormField, the control is the kit's Textarea.
import type { ComponentProps } from 'react'
import type { FieldPath, FieldValues } from 'react-hook-form'
import { Textarea } from '../textarea.tsx'
import { FormField, type FormFieldProps, splitFrame } from './field.tsx'

export type TextareaFieldProps<
  TFieldValues extends FieldValues = FieldValues,
  TName extends FieldPath<TFieldValues> = FieldPath<TFieldValues>,
  TTransformedValues = TFieldValues,
> = Omit<FormFieldProps<TFieldValues, TName, TTransformedValues>, 'children'> &
  Omit<ComponentProps<typeof Textarea>, 'name' | 'value' | 'defaultValue' | 'onChange' | 'id'>

export function TextareaField<
  TFieldValues extends FieldValues = FieldValues,
  TName extends FieldPath<TFieldValues> = FieldPath<TFieldValues>,
  TTransformedValues = TFieldValues,
>(props: TextareaFieldProps<TFieldValues, TName, TTransformedValues>) {
  const [frame, textarea] = splitFrame(props)
  return (
    <FormField {...frame}>
      {({ value, ...field }) => <Textarea {...textarea} {...field} value={value ?? ''} />}
    </FormField>
  )
}
