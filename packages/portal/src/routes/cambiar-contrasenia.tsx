// /cambiar-contrasenia (signed in): the current password and the new one, twice. The user pool's
// library loads when the form is sent (decision 052): the page is light until then.

import { authMessages } from '@cordillera/auth/messages'
import { loadAuthLibrary } from '@cordillera/auth/session'
import { href } from '@cordillera/permissions'
import { Alert, AlertDescription } from '@cordillera/ui/components/alert'
import { Button } from '@cordillera/ui/components/button'
import { TextField } from '@cordillera/ui/components/form-field'
import { NewPasswordFields } from '@cordillera/ui/components/new-password-fields'
import { notify } from '@cordillera/ui/components/toaster'
import { esCl } from '@cordillera/ui/locale'
import { type FormEvent, useState } from 'react'
import { useNavigate } from 'react-router'

type Field = 'current' | 'newPassword' | 'confirm'

const { changePassword: text, validation } = esCl

export default function CambiarContrasenia() {
  const navigate = useNavigate()
  const [pending, setPending] = useState(false)
  const [error, setError] = useState<string | null>(null)
  const [fieldErrors, setFieldErrors] = useState<Partial<Record<Field, string>>>({})

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault()
    const data = new FormData(event.currentTarget)
    const current = String(data.get('current') ?? '')
    const newPassword = String(data.get('newPassword') ?? '')
    const errors: Partial<Record<Field, string>> = {}
    if (!current) errors.current = validation.currentPasswordRequired
    if (!newPassword) errors.newPassword = validation.newPasswordRequired
    else if (newPassword !== String(data.get('confirm') ?? ''))
      errors.confirm = validation.passwordsDiffer
    setFieldErrors(errors)
    setError(null)
    if (Object.keys(errors).length > 0) return
    setPending(true)
    const outcome = await loadAuthLibrary().then(
      (auth) => auth.changePassword(current, newPassword),
      () => ({ ok: false as const, message: authMessages.network }),
    )
    setPending(false)
    if (!outcome.ok) return setError(outcome.message)
    notify.success(text.done)
    await navigate(href('index'))
  }

  return (
    <section className="grid max-w-md gap-6">
      <header className="grid gap-1">
        <h1 className="text-2xl font-semibold tracking-tight">{text.title}</h1>
        <p className="text-muted-foreground">{text.description}</p>
      </header>
      {error ? (
        <Alert variant="destructive">
          <AlertDescription>{error}</AlertDescription>
        </Alert>
      ) : null}
      <form className="grid gap-4" noValidate onSubmit={submit}>
        <TextField
          name="current"
          label={text.current}
          type="password"
          autoComplete="current-password"
          error={fieldErrors.current}
        />
        <NewPasswordFields errors={fieldErrors} />
        <Button type="submit" disabled={pending} className="justify-self-start">
          {pending ? text.submitting : text.submit}
        </Button>
      </form>
    </section>
  )
}
