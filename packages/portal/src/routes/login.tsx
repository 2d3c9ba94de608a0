// /login (public): the shared sign-in form running the shared sign-in steps. Someone already signed
// in goes to the index; a user whose password an administrator reset goes to the forgot-password
// code flow with the e-mail typed and the reason (decision 068).
// The page shows before the user pool's library has loaded (runtime.ts): it starts loading once the
// form is on screen, and submitting waits for it if it is still on its way.
import { authMessages } from '@cordillera/auth/messages'
import { hasStoredSession } from '@cordillera/auth/session-key'
import { knownPath } from '@cordillera/permissions/known-path'
import { LoginForm, type LoginStepResult } from '@cordillera/ui/components/login-form'
import { esCl } from '@cordillera/ui/locale'
import { useEffect } from 'react'
import { Link, redirect, useNavigate } from 'react-router'
import { loadPortalRuntime, type PortalRuntime, portalSettings } from '../runtime.ts'
import type { PasswordResetState } from './olvido-contrasenia.tsx'

export async function clientLoader() {
  // Without a stored session there is nobody to send on: nothing else needs to load first.
  if (!hasStoredSession()) return null
  const [{ currentUser, sessionStore }] = await Promise.all([
    import('@cordillera/auth/session'),
    loadPortalRuntime(),
  ])
  if (sessionStore.get().sesionIniciada && (await currentUser())) throw redirect(knownPath('/'))
  return null
}

/** Runs a sign-in step once the runtime is there; failing to load it reads as a network error. */
async function withRuntime(
  step: (runtime: PortalRuntime) => Promise<LoginStepResult>,
): Promise<LoginStepResult> {
  const runtime = await loadPortalRuntime().catch(() => undefined)
  if (!runtime) return { kind: 'error', message: authMessages.network }
  return step(runtime)
}

export default function Login() {
  const navigate = useNavigate()
  const { title } = portalSettings()
  useEffect(() => {
    // Started now so it is there by the time the form is sent; a failure shows on submit.
    loadPortalRuntime().catch(() => {})
  }, [])
  return (
    <LoginForm
      portalName={title}
      onSignIn={(email, password) =>
        withRuntime(({ loginSteps }) => loginSteps.signIn(email, password))
      }
      onNewPassword={(newPassword) =>
        withRuntime(({ loginSteps }) => loginSteps.confirmNewPassword(newPassword))
      }
      onPasswordResetRequired={(email, message) =>
        void navigate(knownPath('/olvido-contrasenia'), {
          state: { email, message } satisfies PasswordResetState,
        })
      }
      onSignedIn={() => {
        void import('@cordillera/ui/components/toaster').then(({ notify }) =>
          notify.dismissSignInRequired(),
        )
        void navigate(knownPath('/'), { replace: true })
      }}
      footer={
        <Link
          to={knownPath('/olvido-contrasenia')}
          className="text-primary underline-offset-4 hover:underline"
        >
          {esCl.forgotPassword.link}
        </Link>
      }
    />
  )
}
