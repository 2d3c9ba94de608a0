// The sign-in screen every portal shows at /login: e-mail and password, then, on a first sign-in
// with a temporary password, "Define tu contraseña" (the new password with the policy's rules). A
// user whose password an administrator reset is handed to the portal, which opens the
// forgot-password code flow (decision 068). The kit imports no auth code (architecture rule), so
// the portal passes the steps in and packages/auth does the work behind them.
import { type FormEvent, type ReactNode, useEffect, useRef, useState } from 'react'
import { esCl } from '../locale/es-cl.ts'
import { AuthCard } from './auth-card.tsx'
import { Button } from './button.tsx'
import { TextField } from './form-field.tsx'
import { NewPasswordFields } from './new-password-fields.tsx'

/** What a step of the sign-in answered; packages/auth's SignInResult has this shape. */
export type LoginStepResult =
  | { kind: 'done' }
  | { kind: 'newPasswordRequired' }
  | { kind: 'passwordResetRequired'; message: string }
  | { kind: 'error'; message: string }

export type LoginFormProps = {
  /** The portal's name, shown above the form (e.g. 'Backoffice'). */
  portalName: string
  onSignIn: (email: string, password: string) => Promise<LoginStepResult>
  onNewPassword: (newPassword: string) => Promise<LoginStepResult>
  /** Called once the user is signed in (typically: navigate to the portal's index). */
  onSignedIn: () => void
  /**
   * The user's password was reset by an administrator: typically, open the forgot-password flow
   * for `email` showing `message`. Without it the message shows as the form's error.
   */
  onPasswordResetRequired?: (email: string, message: string) => void
  /** Below the form, e.g. the link to the forgot-password screen. */
  footer?: ReactNode
}

type FieldErrors = Partial<Record<'email' | 'password' | 'newPassword' | 'confirm', string>>

const { login, validation } = esCl

export function LoginForm({
  portalName,
  onSignIn,
  onNewPassword,
  onSignedIn,
  onPasswordResetRequired,
  footer,
}: LoginFormProps) {
  const [step, setStep] = useState<'credentials' | 'newPassword'>('credentials')
  const [pending, setPending] = useState(false)
  const [error, setError] = useState<string | null>(null)
  const [fieldErrors, setFieldErrors] = useState<FieldErrors>({})
  const newPasswordRef = useRef<HTMLInputElement>(null)

  // The second step replaces the form: move focus into it so keyboard users are not left behind.
  useEffect(() => {
    if (step === 'newPassword') newPasswordRef.current?.focus()
  }, [step])

  async function run(action: () => Promise<LoginStepResult>, email?: string) {
    setPending(true)
    setError(null)
    try {
      const result = await action()
      if (result.kind === 'done') return onSignedIn()
      if (result.kind === 'newPasswordRequired') return setStep('newPassword')
      if (result.kind === 'passwordResetRequired' && onPasswordResetRequired && email) {
        return onPasswordResetRequired(email, result.message)
      }
      setError(result.message)
    } finally {
      setPending(false)
    }
  }

  function submitCredentials(event: FormEvent<HTMLFormElement>) {
    event.preventDefault()
    const data = new FormData(event.currentTarget)
    const email = String(data.get('email') ?? '').trim()
    const password = String(data.get('password') ?? '')
    const errors: FieldErrors = {}
    if (!email) errors.email = validation.emailRequired
    if (!password) errors.password = validation.passwordRequired
    setFieldErrors(errors)
    if (Object.keys(errors).length === 0) void run(() => onSignIn(email, password), email)
  }

  function submitNewPassword(event: FormEvent<HTMLFormElement>) {
    event.preventDefault()
    const data = new FormData(event.currentTarget)
    const newPassword = String(data.get('newPassword') ?? '')
    const confirm = String(data.get('confirm') ?? '')
    const errors: FieldErrors = {}
    if (!newPassword) errors.newPassword = validation.newPasswordRequired
    else if (newPassword !== confirm) errors.confirm = validation.passwordsDiffer
    setFieldErrors(errors)
    if (Object.keys(errors).length === 0) void run(() => onNewPassword(newPassword))
  }

  const isCredentials = step === 'credentials'
  return (
    <AuthCard
      portalName={portalName}
      title={isCredentials ? login.title : login.newPasswordTitle}
      description={isCredentials ? login.description : login.newPasswordDescription}
      error={error}
      footer={isCredentials ? footer : undefined}
    >
      {isCredentials ? (
        <form className="grid gap-4" noValidate onSubmit={submitCredentials}>
          <TextField
            name="email"
            label={login.email}
            type="email"
            autoComplete="username"
            inputMode="email"
            required
            error={fieldErrors.email}
          />
          <TextField
            name="password"
            label={login.password}
            type="password"
            autoComplete="current-password"
            required
            error={fieldErrors.password}
          />
          <Button type="submit" disabled={pending} className="w-full">
            {pending ? login.submitting : login.submit}
          </Button>
        </form>
      ) : (
        <form className="grid gap-4" noValidate onSubmit={submitNewPassword}>
          <NewPasswordFields errors={fieldErrors} newPasswordRef={newPasswordRef} />
          <Button type="submit" disabled={pending} className="w-full">
            {pending ? login.newPasswordSubmitting : login.newPasswordSubmit}
          </Button>
        </form>
      )}
    </AuthCard>
  )
}
