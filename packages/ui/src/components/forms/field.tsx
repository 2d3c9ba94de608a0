// A form field connected to react-hook-form: the frame (field-frame.tsx: label, control, hint and
// error tied together for screen readers) with the field's value, handlers and first error.
import type { ReactNode } from 'react'
import {
  type Control,
  type ControllerFieldState,
  type ControllerRenderProps,
  type FieldPath,
  type FieldValues,
  useController,
} from 'react-hook-form'
import { Field, type FieldControlProps, type FieldProps } from './field-frame.tsx'

export { Field, type FieldControlProps, type FieldProps } from './field-frame.tsx'

/**
 * The message of a field's error. A field whose value is an object (a date range) may have its
 * errors on the parts ({ to: { message } }) rather than on itself.
 */
export function firstMessage(error: unknown): string | undefined {
  if (!error || typeof error !== 'object') return undefined
  const { message } = error as { message?: unknown }
  if (typeof message === 'string' && message) return message
  for (const [key, part] of Object.entries(error)) {
    if (key === 'ref' || key === 'type' || key === 'message') continue
    const found = firstMessage(part)
    if (found) return found
  }
  return undefined
}

/** react-hook-form's field props plus the ids and aria attributes of the frame. */
export type FormFieldControlProps<
  TFieldValues extends FieldValues = FieldValues,
  TName extends FieldPath<TFieldValues> = FieldPath<TFieldValues>,
> = ControllerRenderProps<TFieldValues, TName> & FieldControlProps

export type FormFieldProps<
  TFieldValues extends FieldValues = FieldValues,
  TName extends FieldPath<TFieldValues> = FieldPath<TFieldValues>,
  TTransformedValues = TFieldValues,
> = Omit<FieldProps, 'error' | 'children'> & {
  name: TName
  /** The form's control; optional inside <Form>, which provides it (pass it for typed names). */
  control?: Control<TFieldValues, unknown, TTransformedValues>
  /**
   * Renders the control: `{(field) => <RutInput {...field} />}`. `field` carries value, onChange,
   * onBlur, name, ref, disabled, id and the aria attributes.
   */
  children: (
    field: FormFieldControlProps<TFieldValues, TName>,
    fieldState: ControllerFieldState,
  ) => ReactNode
}

export function FormField<
  TFieldValues extends FieldValues = FieldValues,
  TName extends FieldPath<TFieldValues> = FieldPath<TFieldValues>,
  TTransformedValues = TFieldValues,
>({ name, control, children, ...frame }: FormFieldProps<TFieldValues, TName, TTransformedValues>) {
  const { field, fieldState } = useController<TFieldValues, TName, TTransformedValues>({
    name,
    control,
  })
  return (
    <Field {...frame} error={firstMessage(fieldState.error)}>
      {(controlProps) => children({ ...field, ...controlProps }, fieldState)}
    </Field>
  )
}

type FrameKey = 'name' | 'control' | 'label' | 'hint' | 'optional' | 'className'

/**
 * Splits a field's props into the frame's (for `FormField`) and its control's: a field built on
 * one control (`InputField`, `TextareaField`) passes the rest to it.
 */
export function splitFrame<P extends { name: string }>(
  props: P,
): [Pick<P, FrameKey & keyof P>, Omit<P, FrameKey>] {
  const { name, control, label, hint, optional, className, ...rest } = props as P & {
    [key in FrameKey]?: unknown
  }
  const frame = { name, control, label, hint, optional, className }
  return [frame as unknown as Pick<P, FrameKey & keyof P>, rest as Omit<P, FrameKey>]
}
