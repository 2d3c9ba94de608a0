// The layout of every signed-in page. Its clientLoader runs before navigation: nobody signed in →
// /login with the sign-in notice (spec sections 5 and 8). The page renders inside the app shell.
import { ensureSession, signOut } from '@cordillera/auth'
import { useSession } from '@cordillera/auth/react'
import { AppShell } from '@cordillera/ui/components/app-shell'
import { notify } from '@cordillera/ui/components/toaster'
import { Outlet, redirect, useNavigate } from 'react-router'
import { api } from '../auth.ts'
import { portal } from '../portal.ts'

export async function clientLoader() {
  if (await ensureSession(api)) return null
  notify.signInRequired()
  throw redirect('/login')
}

export default function ProtectedLayout() {
  const { nombreUsuario } = useSession()
  const navigate = useNavigate()

  async function signOutAndLeave() {
    await signOut()
    await navigate('/login', { replace: true })
  }

  return (
    <AppShell portalName={portal.title} userName={nombreUsuario} onSignOut={signOutAndLeave}>
      <Outlet />
    </AppShell>
  )
}
