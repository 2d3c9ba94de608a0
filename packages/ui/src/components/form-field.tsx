// A labelled text input whose hint and error are tied to it (aria-describedby), for screen readers.
import { type ComponentProps, type Ref, useId } from 'react'
import { Input } from './input.tsx'
import { Label } from './label.tsx'

export type TextFieldProps = Omit<ComponentProps<'input'>, 'id'> & {
  name: string
  label: string
  hint?: string | undefined
  error?: string | undefined
  ref?: Ref<HTMLInputElement>
}

export function TextField({ label, hint, error, ref, ...input }: TextFieldProps) {
  const id = useId()
  const hintId = `${id}-hint`
  const errorId = `${id}-error`
  const describedBy = [hint ? hintId : null, error ? errorId : null].filter(Boolean).join(' ')
  return (
    <div className="grid gap-2">
      <Label htmlFor={id}>{label}</Label>
      <Input
        id={id}
        ref={ref}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy || undefined}
        {...input}
      />
      {hint ? (
        <p id={hintId} className="text-sm text-muted-foreground">
          {hint}
        </p>
      ) : null}
      {error ? (
        <p id={errorId} className="text-sm text-destructive">
          {error}
        </p>
      ) : null}
    </div>
  )
}
