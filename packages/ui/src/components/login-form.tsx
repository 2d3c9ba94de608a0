// The sign-in screen every portal shows at /login: e-mail and password, then, on a first sign-in
// with a temporary password, a new password. The kit imports no auth code (architecture rule), so
// the portal passes the two steps in and packages/auth does the work behind them.
import { CircleAlert } from 'lucide-react'
import { type FormEvent, type Ref, useEffect, useId, useRef, useState } from 'react'
import { esCl } from '../locale/es-cl.ts'
import { Alert, AlertDescription } from './alert.tsx'
import { Button } from './button.tsx'
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from './card.tsx'
import { Input } from './input.tsx'
import { Label } from './label.tsx'

/** What a step of the sign-in answered; packages/auth's SignInResult has this shape. */
export type LoginStepResult =
  | { kind: 'done' }
  | { kind: 'newPasswordRequired' }
  | { kind: 'error'; message: string }

export type LoginFormProps = {
  /** The portal's name, shown above the form (e.g. 'Backoffice'). */
  portalName: string
  onSignIn: (email: string, password: string) => Promise<LoginStepResult>
  onNewPassword: (newPassword: string) => Promise<LoginStepResult>
  /** Called once the user is signed in (typically: navigate to the portal's index). */
  onSignedIn: () => void
}

type FieldErrors = Partial<Record<'email' | 'password' | 'newPassword' | 'confirm', string>>

const { login, validation } = esCl

export function LoginForm({ portalName, onSignIn, onNewPassword, onSignedIn }: LoginFormProps) {
  const [step, setStep] = useState<'credentials' | 'newPassword'>('credentials')
  const [pending, setPending] = useState(false)
  const [error, setError] = useState<string | null>(null)
  const [fieldErrors, setFieldErrors] = useState<FieldErrors>({})
  const newPasswordRef = useRef<HTMLInputElement>(null)

  // The second step replaces the form: move focus into it so keyboard users are not left behind.
  useEffect(() => {
    if (step === 'newPassword') newPasswordRef.current?.focus()
  }, [step])

  async function run(action: () => Promise<LoginStepResult>) {
    setPending(true)
    setError(null)
    try {
      const result = await action()
      if (result.kind === 'done') return onSignedIn()
      if (result.kind === 'newPasswordRequired') return setStep('newPassword')
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
    if (Object.keys(errors).length === 0) void run(() => onSignIn(email, password))
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
    <main className="flex min-h-dvh items-center justify-center bg-muted/40 p-4">
      <Card className="w-full max-w-sm">
        <CardHeader>
          <p className="text-sm font-medium text-muted-foreground">
            {esCl.shell.portal(portalName)}
          </p>
          <CardTitle asChild>
            <h1>{isCredentials ? login.title : login.newPasswordTitle}</h1>
          </CardTitle>
          <CardDescription>
            {isCredentials ? login.description : login.newPasswordDescription}
          </CardDescription>
        </CardHeader>
        <CardContent className="grid gap-4">
          {error ? (
            <Alert variant="destructive">
              <CircleAlert aria-hidden="true" />
              <AlertDescription>{error}</AlertDescription>
            </Alert>
          ) : null}
          {isCredentials ? (
            <form className="grid gap-4" noValidate onSubmit={submitCredentials}>
              <Field
                name="email"
                label={login.email}
                type="email"
                autoComplete="username"
                inputMode="email"
                error={fieldErrors.email}
              />
              <Field
                name="password"
                label={login.password}
                type="password"
                autoComplete="current-password"
                error={fieldErrors.password}
              />
              <Button type="submit" disabled={pending} className="w-full">
                {pending ? login.submitting : login.submit}
              </Button>
            </form>
          ) : (
            <form className="grid gap-4" noValidate onSubmit={submitNewPassword}>
              <Field
                name="newPassword"
                label={login.newPassword}
                type="password"
                autoComplete="new-password"
                error={fieldErrors.newPassword}
                ref={newPasswordRef}
              />
              <Field
                name="confirm"
                label={login.confirmNewPassword}
                type="password"
                autoComplete="new-password"
                error={fieldErrors.confirm}
              />
              <Button type="submit" disabled={pending} className="w-full">
                {pending ? login.newPasswordSubmitting : login.newPasswordSubmit}
              </Button>
            </form>
          )}
        </CardContent>
      </Card>
    </main>
  )
}

type FieldProps = {
  name: string
  label: string
  type: 'email' | 'password'
  autoComplete: string
  inputMode?: 'email'
  error: string | undefined
  ref?: Ref<HTMLInputElement>
}

/** A labelled input whose error message is tied to it (aria-describedby) for screen readers. */
function Field({ name, label, error, ...input }: FieldProps) {
  const id = useId()
  const errorId = `${id}-error`
  return (
    <div className="grid gap-2">
      <Label htmlFor={id}>{label}</Label>
      <Input
        id={id}
        name={name}
        required
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? errorId : undefined}
        {...input}
      />
      {error ? (
        <p id={errorId} className="text-sm text-destructive">
          {error}
        </p>
      ) : null}
    </div>
  )
}
