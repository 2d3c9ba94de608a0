// /olvido-contrasenia (public): ask for a code for a username, then set a new password with the
// username, the code and the new password. The auth package raises the empty-value errors of
// docs/portals.md, errors; each is shown on its field. The sign-in sends here a user whose password
// an administrator reset (RESET_REQUIRED), with its e-mail and the reason in the navigation state.
import { type AuthLibrary, loadAuthLibrary } from '@cordillera/auth/session'
import { knownPath } from '@cordillera/permissions/known-path'
import { AuthCard } from '@cordillera/ui/components/auth-card'
import { Button } from '@cordillera/ui/components/button'
import { TextField } from '@cordillera/ui/components/form-field'
import { NewPasswordFields } from '@cordillera/ui/components/new-password-fields'
import { notify } from '@cordillera/ui/components/toaster'
import { esCl } from '@cordillera/ui/locale'
import { type FormEvent, useState } from 'react'
import { Link, useLocation, useNavigate } from 'react-router'
import { loadPortalRuntime, portalSettings } from '../runtime.ts'

// The reset calls go to the user pool: its library is loaded and configured before the page shows.
let library: AuthLibrary | undefined
export async function clientLoader() {
  await loadPortalRuntime()
  library = await loadAuthLibrary()
  return null
}

/** The user pool's library, loaded by the clientLoader before the page renders. */
const auth = () => library ?? loadAuthLibrary()

type Field = 'email' | 'code' | 'newPassword' | 'confirm'

const fieldOfCode: Record<string, Field> = {
  EmptyResetPasswordUsername: 'email',
  EmptyConfirmResetPasswordUsername: 'email',
  EmptyConfirmResetPasswordConfirmationCode: 'code',
  EmptyConfirmResetPasswordNewPassword: 'newPassword',
}

const { forgotPassword: text, validation } = esCl

/** What the sign-in passes when the user's password was reset by an administrator. */
export type PasswordResetState = { email: string; message: string }

function passwordResetState(state: unknown): PasswordResetState | undefined {
  const { email, message } = (state ?? {}) as Partial<PasswordResetState>
  return typeof email === 'string' && typeof message === 'string' ? { email, message } : undefined
}

export default function OlvidoContrasenia() {
  const navigate = useNavigate()
  const reset = passwordResetState(useLocation().state)
  const [step, setStep] = useState<'request' | 'confirm'>('request')
  const [email, setEmail] = useState(reset?.email ?? '')
  const [destination, setDestination] = useState('')
  const [pending, setPending] = useState(false)
  const [error, setError] = useState<string | null>(null)
  const [fieldErrors, setFieldErrors] = useState<Partial<Record<Field, string>>>({})

  function show(outcome: { ok: false; code: string; message: string }) {
    const field = fieldOfCode[outcome.code]
    if (field) {
      setFieldErrors({ [field]: outcome.message })
      setError(null)
    } else {
      setFieldErrors({})
      setError(outcome.message)
    }
  }

  async function requestCode(event: FormEvent<HTMLFormElement>) {
    event.preventDefault()
    const username = String(new FormData(event.currentTarget).get('email') ?? '').trim()
    setPending(true)
    const outcome = await (await auth()).requestPasswordReset(username)
    setPending(false)
    if (!outcome.ok) return show(outcome)
    setEmail(username)
    setDestination(outcome.destination ?? username)
    setFieldErrors({})
    setError(null)
    setStep('confirm')
  }

  async function confirm(event: FormEvent<HTMLFormElement>) {
    event.preventDefault()
    const data = new FormData(event.currentTarget)
    const username = String(data.get('email') ?? '').trim()
    const code = String(data.get('code') ?? '').trim()
    const newPassword = String(data.get('newPassword') ?? '')
    if (newPassword && newPassword !== String(data.get('confirm') ?? '')) {
      return setFieldErrors({ confirm: validation.passwordsDiffer })
    }
    setPending(true)
    const outcome = await (await auth()).confirmPasswordReset({ username, code, newPassword })
    setPending(false)
    if (!outcome.ok) return show(outcome)
    notify.success(text.done)
    await navigate(knownPath('/login'), { replace: true })
  }

  const backToLogin = (
    <Link to={knownPath('/login')} className="text-primary underline-offset-4 hover:underline">
      {text.backToLogin}
    </Link>
  )

  // The username, asked by both steps (the code's with what the first one sent).
  const emailField = (inputMode?: 'email') => (
    <TextField
      name="email"
      label={text.email}
      type="email"
      autoComplete="username"
      inputMode={inputMode}
      defaultValue={email}
      error={fieldErrors.email}
    />
  )

  if (step === 'request') {
    return (
      <AuthCard
        portalName={portalSettings().title}
        title={text.title}
        description={reset?.message ?? text.description}
        error={error}
        footer={backToLogin}
      >
        <form className="grid gap-4" noValidate onSubmit={requestCode}>
          {emailField('email')}
          <Button type="submit" disabled={pending} className="w-full">
            {pending ? text.sendingCode : text.sendCode}
          </Button>
        </form>
      </AuthCard>
    )
  }

  return (
    <AuthCard
      portalName={portalSettings().title}
      title={text.confirmTitle}
      description={text.confirmDescription(destination)}
      error={error}
      footer={
        <span className="flex gap-4">
          <button
            type="button"
            className="text-primary underline-offset-4 hover:underline"
            onClick={() => setStep('request')}
          >
            {text.resend}
          </button>
          {backToLogin}
        </span>
      }
    >
      <form className="grid gap-4" noValidate onSubmit={confirm}>
        {emailField()}
        <TextField
          name="code"
          label={text.code}
          inputMode="numeric"
          autoComplete="one-time-code"
          error={fieldErrors.code}
        />
        <NewPasswordFields errors={fieldErrors} />
        <Button type="submit" disabled={pending} className="w-full">
          {pending ? text.submitting : text.submit}
        </Button>
      </form>
    </AuthCard>
  )
}
