// A labelled text input whose hint and error are tied to it (aria-describedby), for screen readers:
// the kit's Input in the field's frame (forms/field-frame.tsx, free of the forms library, so the
// sign-in screens can use it).
import type { ComponentProps, Ref } from 'react'
import { Field } from './forms/field-frame.tsx'
import { Input } from './input.tsx'

export type TextFieldProps = Omit<ComponentProps<'input'>, 'id'> & {
  name: string
  label: string
  hint?: string | undefined
  error?: string | undefined
  ref?: Ref<HTMLInputElement>
}

export function TextField({ label, hint, error, ref, ...input }: TextFieldProps) {
  return (
    <Field label={label} hint={hint} error={error}>
      {(control) => <Input {...control} ref={ref} {...input} />}
    </Field>
  )
}
