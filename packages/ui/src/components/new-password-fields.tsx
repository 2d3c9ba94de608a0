// The pair of fields every "choose a new password" form has (the first sign-in's "Define tu
// contraseña", the forgot-password code step, the change-password screen): the new password, with
// the policy's rules listed under it as its description, and its repetition. Names are
// `newPassword` and `confirm`.
import { type Ref, useId } from 'react'
import { esCl } from '../locale/es-cl.ts'
import { TextField } from './form-field.tsx'
import { Field } from './forms/field-frame.tsx'
import { Input } from './input.tsx'

export type NewPasswordFieldsProps = {
  errors: { newPassword?: string | undefined; confirm?: string | undefined }
  newPasswordRef?: Ref<HTMLInputElement>
}

const { newPassword: text } = esCl

export function NewPasswordFields({ errors, newPasswordRef }: NewPasswordFieldsProps) {
  // The rules are the new password's description for screen readers, as a hint is (a list cannot
  // sit inside the hint's paragraph, so they follow the field with their own id).
  const rulesId = useId()
  return (
    <>
      <Field label={text.label} error={errors.newPassword}>
        {(control) => (
          <Input
            {...control}
            aria-describedby={[rulesId, control['aria-describedby']].filter(Boolean).join(' ')}
            ref={newPasswordRef}
            name="newPassword"
            type="password"
            autoComplete="new-password"
            required
          />
        )}
      </Field>
      <div id={rulesId} className="-mt-2 text-sm text-muted-foreground">
        <p>{text.rulesTitle}</p>
        <ul className="mt-1 grid list-disc gap-0.5 ps-5">
          {text.rules.map((rule) => (
            <li key={rule}>{rule}</li>
          ))}
        </ul>
      </div>
      <TextField
        name="confirm"
        label={text.confirm}
        type="password"
        autoComplete="new-password"
        required
        error={errors.confirm}
      />
    </>
  )
}
