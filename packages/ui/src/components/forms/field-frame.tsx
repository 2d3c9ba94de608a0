// A field's frame without the forms library: label, the control, a hint and the error, tied
// together for screen readers (the label names the control; hint and error are its
// aria-describedby; aria-invalid marks it). `Field` lays them out; `FieldMessages` is the hint and
// error alone, for a control whose label sits elsewhere (a checkbox's, beside it). The sign-in
// screens' fields use it too, so it imports nothing from react-hook-form (field.tsx connects it).
import type { ReactNode, Ref } from 'react'
import { useId } from 'react'
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

/**
 * What a form control takes besides its value and handlers: what `FieldControlProps` (and
 * `FormField`) spread on it, its name and a class for its box. `id` goes on its first input, so
 * the field's label focuses it; `ref` is the element react-hook-form focuses on an error.
 */
export type ControlProps<Element> = {
  disabled?: boolean | undefined
  id?: string | undefined
  name?: string | undefined
  className?: string | undefined
  ref?: Ref<Element>
  'aria-labelledby'?: string | undefined
  'aria-describedby'?: string | undefined
  'aria-invalid'?: boolean | undefined
}

/**
 * What a control reads of its ControlProps (but `disabled`, whose default is its own): its id,
 * name, class and ref, and its aria attributes under the names it passes them on with (its
 * inputs, its group).
 */
export const controlOf = <Element,>(props: ControlProps<Element>) => ({
  id: props.id,
  name: props.name,
  className: props.className,
  ref: props.ref,
  labelledBy: props['aria-labelledby'],
  describedBy: props['aria-describedby'],
  invalid: props['aria-invalid'],
})

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

type Messages = { hint?: ReactNode; error?: string | undefined }

/** The control's aria attributes for its hint and error (`id` is the control's). */
export const describedBy = (id: string, { hint, error }: Messages) => ({
  'aria-describedby':
    [hint ? `${id}-hint` : null, error ? `${id}-error` : null].filter(Boolean).join(' ') ||
    undefined,
  'aria-invalid': error ? (true as const) : undefined,
})

/** The hint and the error under a control, with the ids `describedBy` gave it. */
export function FieldMessages({
  id,
  hint,
  error,
  className,
}: Messages & { id: string; className?: string }) {
  return (
    <>
      {hint ? (
        <p id={`${id}-hint`} className={cn('text-sm text-muted-foreground', className)}>
          {hint}
        </p>
      ) : null}
      {error ? (
        <p
          id={`${id}-error`}
          data-slot="field-error"
          className={cn('text-sm text-destructive', className)}
        >
          {error}
        </p>
      ) : null}
    </>
  )
}

export function Field({ label, hint, error, optional, className, children }: FieldProps) {
  const id = useId()
  const labelId = `${id}-label`
  return (
    <div data-slot="field" className={cn('grid gap-2', className)}>
      <Label id={labelId} htmlFor={id}>
        {label}
        {optional ? ' ' : null}
        {optional ? (
          <span className="font-normal text-muted-foreground">{esCl.field.optional}</span>
        ) : null}
      </Label>
      {children({ id, 'aria-labelledby': labelId, ...describedBy(id, { hint, error }) })}
      <FieldMessages id={id} hint={hint} error={error} />
    </div>
  )
}
