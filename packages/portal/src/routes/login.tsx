// /login (public): the shared sign-in form running the shared sign-in steps. Someone already signed
// in goes to the index.
import { getCurrentUser, sessionStore } from '@cordillera/auth'
import { LoginForm } from '@cordillera/ui/components/login-form'
import { notify } from '@cordillera/ui/components/toaster'
import { esCl } from '@cordillera/ui/locale'
import { Link, redirect, useNavigate } from 'react-router'
import { portalRuntime } from '../runtime.ts'

export async function clientLoader() {
  if (sessionStore.get().sesionIniciada && (await getCurrentUser())) throw redirect('/')
  return null
}

export default function Login() {
  const navigate = useNavigate()
  const { title, loginSteps } = portalRuntime()
  return (
    <LoginForm
      portalName={title}
      onSignIn={loginSteps.signIn}
      onNewPassword={loginSteps.confirmNewPassword}
      onSignedIn={() => {
        notify.dismissSignInRequired()
        void navigate('/', { replace: true })
      }}
      footer={
        <Link to="/olvido-contrasenia" className="text-primary underline-offset-4 hover:underline">
          {esCl.forgotPassword.link}
        </Link>
      }
    />
  )
}
