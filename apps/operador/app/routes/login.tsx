// /login: the shared sign-in form (packages/ui) running the shared sign-in steps (packages/auth).
import { getCurrentUser, sessionStore } from '@cordillera/auth'
import { LoginForm } from '@cordillera/ui/components/login-form'
import { redirect, useNavigate } from 'react-router'
import { loginSteps } from '../auth.ts'
import { portal } from '../portal.ts'

export async function clientLoader() {
  // Someone already signed in has nothing to do here.
  if (sessionStore.get().sesionIniciada && (await getCurrentUser())) throw redirect('/')
  return null
}

export default function Login() {
  const navigate = useNavigate()
  return (
    <LoginForm
      portalName={portal.title}
      onSignIn={loginSteps.signIn}
      onNewPassword={loginSteps.confirmNewPassword}
      onSignedIn={() => navigate('/', { replace: true })}
    />
  )
}
