// The index page (/): greets the signed-in user and says which portal this is.
import { useSession } from '@cordillera/auth/react'
import { esCl } from '@cordillera/ui/locale'
import { portal } from '../portal.ts'

export default function Home() {
  const { nombreUsuario } = useSession()
  return (
    <section className="grid gap-2">
      <h1 className="text-2xl font-semibold tracking-tight">
        {esCl.shell.greeting(nombreUsuario)}
      </h1>
      <p className="text-muted-foreground">{portal.welcome}</p>
    </section>
  )
}
