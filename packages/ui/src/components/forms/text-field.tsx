// A form field of one text control (the kit's Input, Textarea, RutInput): the control in a
// FormField with the field's value, and an empty string for a null value so the control stays
// controlled. InputField, TextareaField and RutField are `textField(Input)`, `textField(Textarea)`
// and `textField(RutInput)`; what the control takes besides (type, rows, autoComplete) passes on.
import { type ComponentProps, createElement, type ElementType } from 'react'
import type { FieldPath, FieldValues } from 'react-hook-form'
import { FormField, type FormFieldProps, splitFrame } from './field.tsx'

/** The frame's props (name, control, label, hint, optional) and the control's own. */
export type TextFieldProps<
  Control extends ElementType,
  TFieldValues extends FieldValues = FieldValues,
  TName extends FieldPath<TFieldValues> = FieldPath<TFieldValues>,
  TTransformedValues = TFieldValues,
> = Omit<FormFieldProps<TFieldValues, TName, TTransformedValues>, 'children'> &
  Omit<ComponentProps<Control>, 'name' | 'value' | 'defaultValue' | 'onChange' | 'id'>

export function textField<const Control extends ElementType>(control: Control) {
  return function TextField<
    TFieldValues extends FieldValues = FieldValues,
    TName extends FieldPath<TFieldValues> = FieldPath<TFieldValues>,
    TTransformedValues = TFieldValues,
  >(props: TextFieldProps<Control, TFieldValues, TName, TTransformedValues>) {
    const [frame, own] = splitFrame(props)
    return (
      <FormField {...frame}>
        {({ value, ...field }) =>
          createElement(control as ElementType, { ...own, ...field, value: String(value ?? '') })
        }
      </FormField>
    )
  }
}
