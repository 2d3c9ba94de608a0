// A yes/no field connected to the form ("con operador", "acepto las condiciones"): the kit's
// Checkbox with its label beside it, a hint and the error below, tied by aria-describedby.
import type { ReactNode } from 'react'
import { useId } from 'react'
import { type Control, type FieldPath, type FieldValues, useController } from 'react-hook-form'
import { cn } from '../../lib/cn.ts'
import { Checkbox } from '../checkbox.tsx'
import { Label } from '../label.tsx'
import { firstMessage } from './field.tsx'
import { describedBy, FieldMessages } from './field-frame.tsx'

export type CheckboxFieldProps<
  TFieldValues extends FieldValues = FieldValues,
  TName extends FieldPath<TFieldValues> = FieldPath<TFieldValues>,
  TTransformedValues = TFieldValues,
> = {
  name: TName
  control?: Control<TFieldValues, unknown, TTransformedValues>
  label: ReactNode
  hint?: ReactNode
  disabled?: boolean
  className?: string
}

export function CheckboxField<
  TFieldValues extends FieldValues = FieldValues,
  TName extends FieldPath<TFieldValues> = FieldPath<TFieldValues>,
  TTransformedValues = TFieldValues,
>({
  name,
  control,
  label,
  hint,
  disabled,
  className,
}: CheckboxFieldProps<TFieldValues, TName, TTransformedValues>) {
  const { field, fieldState } = useController<TFieldValues, TName, TTransformedValues>({
    name,
    control,
    disabled,
  })
  const id = useId()
  const error = firstMessage(fieldState.error)
  return (
    <div data-slot="field" className={cn('grid gap-1.5', className)}>
      <div className="flex items-start gap-3">
        <Checkbox
          ref={field.ref}
          id={id}
          name={field.name}
          checked={field.value === true}
          onCheckedChange={(checked) => field.onChange(checked === true)}
          onBlur={field.onBlur}
          disabled={field.disabled}
          {...describedBy(id, { hint, error })}
          className="mt-0.5"
        />
        {/* The label is part of the target: a tap on the words ticks the box too. */}
        <Label htmlFor={id} className="leading-snug">
          {label}
        </Label>
      </div>
      <FieldMessages id={id} hint={hint} error={error} className="pl-7" />
    </div>
  )
}
