// The pair of fields every "choose a new password" form has: the new password (with the policy as
// hint) and its repetition. Names are `newPassword` and `confirm`.
import type { Ref } from 'react'
import { esCl } from '../locale/es-cl.ts'
import { TextField } from './form-field.tsx'

export type NewPasswordFieldsProps = {
  errors: { newPassword?: string | undefined; confirm?: string | undefined }
  newPasswordRef?: Ref<HTMLInputElement>
}

const { newPassword: text } = esCl

export function NewPasswordFields({ errors, newPasswordRef }: NewPasswordFieldsProps) {
  return (
    <>
      <TextField
        name="newPassword"
        label={text.label}
        type="password"
        autoComplete="new-password"
        required
        hint={text.hint}
        error={errors.newPassword}
        ref={newPasswordRef}
      />
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
