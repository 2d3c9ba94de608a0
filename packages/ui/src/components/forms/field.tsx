// A form field: label, the control, a hint and the error, tied together for screen readers (the
// label names the control; hint and error are its aria-describedby; aria-invalid marks it).
// `Field` is the frame alone; `FormField` connects it to react-hook-form.
import type { ReactNode } from 'react'
import { useId } from 'react'
import {
  type Control,
  type ControllerFieldState,
  type ControllerRenderProps,
  type FieldPath,
  type FieldValues,
  useController,
} from 'react-hook-form'
import { cn } from '../../lib/cn.ts'
import { esCl } from '../../locale/es-cl.ts'
import { Label } from '../label.tsx'

/**
 * What a control needs to be labelled and described: spread it on the control. A control made of
 * several parts (a date range, a signature) puts `id` on its first input or on itself, and
 * `aria-labelledby` on the group, and names its parts itself ("Desde", "Hasta").
 */
export type FieldControlProps = {
  id: string
  'aria-labelledby': string
  'aria-describedby': string | undefined
  'aria-invalid': true | undefined
}

export type FieldProps = {
  label: ReactNode
  hint?: ReactNode
  error?: string | undefined
  /** Shows "(opcional)" after the label. */
  optional?: boolean
  className?: string
  /** Renders the control with the ids and aria attributes that tie it to the label and messages. */
  children: (control: FieldControlProps) => ReactNode
}

export function Field({ label, hint, error, optional, className, children }: FieldProps) {
  const id = useId()
  const labelId = `${id}-label`
  const hintId = `${id}-hint`
  const errorId = `${id}-error`
  const describedBy = [hint ? hintId : null, error ? errorId : null].filter(Boolean).join(' ')
  return (
    <div data-slot="field" className={cn('grid gap-2', className)}>
      <Label id={labelId} htmlFor={id}>
        {label}
        {optional ? ' ' : null}
        {optional ? (
          <span className="font-normal text-muted-foreground">{esCl.forms.optional}</span>
        ) : null}
      </Label>
      {children({
        id,
        'aria-labelledby': labelId,
        'aria-describedby': describedBy || undefined,
        'aria-invalid': error ? true : undefined,
      })}
      {hint ? (
        <p id={hintId} className="text-sm text-muted-foreground">
          {hint}
        </p>
      ) : null}
      {error ? (
        <p id={errorId} data-slot="field-error" className="text-sm text-destructive">
          {error}
        </p>
      ) : null}
    </div>
  )
}

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
